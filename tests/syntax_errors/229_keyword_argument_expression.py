result = max(a + b=3)
