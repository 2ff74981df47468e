print(f"{x = 1}")
