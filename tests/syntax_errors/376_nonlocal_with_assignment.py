def outer():
    x = 1
    def inner():
        nonlocal x = 2
