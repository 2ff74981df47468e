# A list cannot be a dict key.

index = {}
index[("a", 1)] = "tuple keys are fine"
print(index)
index[["a", 1]] = "list keys are not"
