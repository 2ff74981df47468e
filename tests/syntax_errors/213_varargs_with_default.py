def f(*args=()):
    pass
