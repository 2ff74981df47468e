count = = 0
