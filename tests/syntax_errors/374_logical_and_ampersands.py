if a && b:
    pass
