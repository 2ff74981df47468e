print(f"{a + }")
