x = 1
def broken(:
    pass
