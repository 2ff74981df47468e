def f(x)::
    pass
