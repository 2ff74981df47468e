[a, b]: list = [1, 2]
