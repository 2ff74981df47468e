month = 08
