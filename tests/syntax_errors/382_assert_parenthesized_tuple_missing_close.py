assert (x > 0, "x must be positive"
