[x, "y"] = pair
