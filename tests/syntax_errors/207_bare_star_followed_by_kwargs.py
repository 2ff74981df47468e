def f(a, *, **kwargs):
    pass
