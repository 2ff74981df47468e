greeting = ‘hi’
