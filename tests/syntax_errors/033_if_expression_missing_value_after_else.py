sign = "positive" if n > 0 else
