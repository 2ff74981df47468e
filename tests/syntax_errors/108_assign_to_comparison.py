if x:
    a < b = 1
