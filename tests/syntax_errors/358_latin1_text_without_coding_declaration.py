name = "café"
print(name)
