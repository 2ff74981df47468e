def f(x := 1):
    pass
