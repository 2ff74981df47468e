# A misspelled builtin name.

items = ["x", "y"]
print(len(items))
pritn(items)
