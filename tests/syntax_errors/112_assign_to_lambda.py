lambda: 0 = f
