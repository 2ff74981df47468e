x, y: int = 1, 2
