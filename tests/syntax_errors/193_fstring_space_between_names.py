print(f"{first last}")
