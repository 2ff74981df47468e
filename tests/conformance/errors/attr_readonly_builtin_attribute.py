# Attributes of built-in types are read-only.

numbers = [1, 2, 3]
print(numbers.__class__.__name__)
list.extra = "nope"
