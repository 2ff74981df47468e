if a:
    pass
elif b:
c = 1
