# Calling an int, a common slip when a name is reused.

def compute(total):
    result = total(5)
    return result

print(compute(lambda n: n * 2))
print(compute(10))
