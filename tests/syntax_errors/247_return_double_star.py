def f(d):
    return **d
