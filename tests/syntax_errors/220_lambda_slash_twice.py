f = lambda a, /, /: a
