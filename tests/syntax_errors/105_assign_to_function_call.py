len(items) = 3
