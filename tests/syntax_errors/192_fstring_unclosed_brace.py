print(f"{count")
