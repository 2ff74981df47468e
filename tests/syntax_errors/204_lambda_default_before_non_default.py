f = lambda a=1, b: a + b
