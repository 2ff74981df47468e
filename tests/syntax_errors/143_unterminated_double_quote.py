message = "hello world
