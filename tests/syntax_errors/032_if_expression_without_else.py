sign = "positive" if n > 0
