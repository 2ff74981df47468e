# A division by zero inside a comprehension.

weights = {"a": 2, "b": 0, "c": 4}
normalized = {k: 1 / v for k, v in weights.items()}
print(normalized)
