# Shifting by a negative amount.

def mask(bits):
    return (1 << bits) - 1

print(mask(8), mask(0))
print(mask(-1))
