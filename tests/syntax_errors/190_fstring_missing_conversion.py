print(f"{name!}")
