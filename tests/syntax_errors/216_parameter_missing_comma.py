def move(x y):
    pass
