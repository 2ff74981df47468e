point = {"x": 1, "y"}
