# Unary minus on a str.

def negate_all(values):
    return [-v for v in values]

print(negate_all([1, 2.5, -3]))
print(negate_all(["4"]))
