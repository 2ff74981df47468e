flags = 0b1021
