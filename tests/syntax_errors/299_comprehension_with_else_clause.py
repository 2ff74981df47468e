labels = [x for x in items if x else "none"]
