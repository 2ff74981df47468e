# Bitwise operators on ints of all sizes, including negatives.

values = [0, 1, 5, -1, -6, 255, 2 ** 64 + 3, -(2 ** 70)]

for a in values[:6]:
    for b in (3, -4):
        print(a, b, a & b, a | b, a ^ b)

print(2 ** 64 + 3 & 0xFF, (2 ** 70 - 1) & -(2 ** 70), -(2 ** 70) | 1)
print(~(2 ** 100), ~(-(2 ** 100)))
print(1 << 100, (1 << 100) >> 99, -1 >> 10, -256 >> 4, 5 >> 100, -5 >> 100)
print(0xFFFF ^ 0x0F0F, 0b1010 | 0b0101, 0o17 & 0o7)

try:
    print(1 << -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(1 >> -2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(1.0 & 1)
except TypeError as e:
    print(type(e).__name__, e)

# bools keep their type under bitwise ops with bools
print(True & False, True | False, True ^ True, type(True & True).__name__)
print(True & 3, type(True | 2).__name__, ~int(True), -True)

# bit counting done by hand
def popcount(n):
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count

print([popcount(n) for n in (0, 1, 7, 255, 2 ** 40 - 1)])
print((12345).bit_length(), (-12345).bit_length(), (0).bit_length(), (2 ** 100).bit_length())

# Augmented forms
x = 0b1100
x &= 0b1010
print(x)
x |= 0b0001
print(x)
x ^= 0b1111
print(x)
x <<= 3
print(x)
x >>= 2
print(x)

# masks and flags
READ, WRITE, EXEC = 1, 2, 4
perm = READ | EXEC
print(bool(perm & WRITE), bool(perm & EXEC), perm & ~READ)
