def f(**kwargs, debug):
    pass
