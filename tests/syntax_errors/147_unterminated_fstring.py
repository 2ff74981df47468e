name = "x"
print(f"Hello {name})
