# isinstance() with a second argument that is not a type.

def check(value, expected):
    return isinstance(value, expected)

print(check(3, int), check("s", (int, str)))
print(check(3, "int"))
