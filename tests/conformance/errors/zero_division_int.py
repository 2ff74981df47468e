# Integer division by zero.

def ratio(a, b):
    return a / b

print(ratio(10, 4))
print(ratio(1, 0))
