# Calling a list as if it were a function.

def apply(fn, value):
    return fn(value)

print(apply(len, [1, 2]))
print(apply([1, 2], 0))
