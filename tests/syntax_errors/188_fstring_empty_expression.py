print(f"value: {}")
