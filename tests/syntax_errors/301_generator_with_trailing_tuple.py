gen = (x for x in a, b)
