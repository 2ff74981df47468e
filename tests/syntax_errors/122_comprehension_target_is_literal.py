squares = [x * x for 2 in range(10)]
