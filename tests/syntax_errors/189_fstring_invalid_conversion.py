print(f"{name!x}")
