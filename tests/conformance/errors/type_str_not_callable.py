# Shadowing the builtin str with a string value.

names = ["ann", "bob"]
str = ", ".join(names)
print(str)
print(str(42))
