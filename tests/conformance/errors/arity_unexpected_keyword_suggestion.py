# Misspelled keyword argument to a builtin: CPython suggests the right name.

values = [3, 1, 2]
print(sorted(values, reverse=True))
print(sorted(values, reversed=True))
