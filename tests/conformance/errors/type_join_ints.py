# str.join requires strings.

parts = ["a", "b", "c"]
print("-".join(parts))
numbers = [1, 2, 3]
print("-".join(str(n) for n in numbers))
print("-".join(numbers))
