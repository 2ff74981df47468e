def f(**options={}):
    pass
