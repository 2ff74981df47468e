ages = {"alice" 30, "bob": 25}
