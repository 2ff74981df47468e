# Hash values of ints across the whole range: small, near the 2**61 - 1
# modulus, negative (-1 hashes as -2), and huge; thousands of them, to show
# that Taipan reduces ints exactly as CPython does.
import sys

MOD = sys.hash_info.modulus
print("modulus", MOD, MOD == 2 ** 61 - 1)

edge = [0, 1, -1, -2, 2, MOD - 1, MOD, MOD + 1, -MOD, -MOD - 1, -MOD + 1,
        2 ** 61, 2 ** 62, 2 ** 63 - 1, 2 ** 63, -2 ** 63, 2 ** 64, 2 ** 64 - 1]
for v in edge:
    print(v, hash(v))

# Powers of two and their neighbours: the modulus makes 2**61 wrap to 1.
for k in range(0, 200):
    p = 2 ** k
    print(k, hash(p), hash(p - 1), hash(-p), hash(p + 1))

# A deterministic spread of values of every size.
x = 12345
rows = []
for i in range(1200):
    x = (x * 6364136223846793005 + 1442695040888963407) % (2 ** 64)
    v = x >> (i % 60)
    if i % 3 == 0:
        v = -v
    if i % 7 == 0:
        v = v * (10 ** (i % 40))
    rows.append("%d:%d" % (i, hash(v)))
    if len(rows) == 8:
        print(" ".join(rows))
        rows = []
print(" ".join(rows))

# Huge values: multiples of the modulus hash to 0, and hash is periodic.
for e in (100, 500, 1000, 3000):
    big = 3 ** e
    print(e, hash(big), hash(-big), hash(big * MOD), hash(big + MOD) == hash(big))

# Equal numbers hash equal whatever their type.
print(hash(True), hash(False), hash(1) == hash(1.0) == hash(True))
print(all(hash(n) == hash(float(n)) for n in range(-1000, 1000)))
print(all(hash(2 ** k) == hash(float(2 ** k)) for k in range(0, 1000)))
print(all(hash(-(2 ** k)) == hash(-float(2 ** k)) for k in range(0, 1000)))
