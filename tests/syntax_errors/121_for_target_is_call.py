for f() in items:
    pass
