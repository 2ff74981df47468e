print(f"total}")
