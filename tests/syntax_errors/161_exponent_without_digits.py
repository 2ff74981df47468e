tiny = 1e-
