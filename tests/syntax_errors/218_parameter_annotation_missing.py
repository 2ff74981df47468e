def f(x:):
    pass
