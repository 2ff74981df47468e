# Modulo by zero.

def is_multiple(n, d):
    return n % d == 0

print([n for n in range(10) if is_multiple(n, 3)])
print(is_multiple(7, 0))
