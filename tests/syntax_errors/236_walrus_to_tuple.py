if ((a, b) := pair):
    pass
