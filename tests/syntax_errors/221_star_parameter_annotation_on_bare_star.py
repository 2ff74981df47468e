def f(*: int, a):
    pass
