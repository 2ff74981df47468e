pairs = [x, y for x, y in points]
