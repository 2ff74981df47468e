square = lambda x x * x
