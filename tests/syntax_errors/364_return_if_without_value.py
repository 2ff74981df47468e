def f(x):
    return if x else 0
