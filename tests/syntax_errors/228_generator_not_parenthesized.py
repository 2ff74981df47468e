total = sum(x for x in values, 0)
