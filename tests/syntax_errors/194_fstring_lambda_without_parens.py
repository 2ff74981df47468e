print(f"{lambda x: x}")
