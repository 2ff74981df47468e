result = x > 0 ? "yes" : "no"
