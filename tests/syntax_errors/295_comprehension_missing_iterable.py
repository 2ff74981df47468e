squares = [x * x for x in]
