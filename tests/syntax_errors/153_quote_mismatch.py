word = "hello'
