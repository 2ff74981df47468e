evens = [x for in range(10) if x % 2 == 0]
