# Iterating over an int.

def total(values):
    result = 0
    for v in values:
        result += v
    return result

print(total([1, 2, 3]))
print(total(42))
