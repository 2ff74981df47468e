# math.fsum: exact, correctly rounded sums where naive addition loses bits,
# signed zeros, infinities and NaN, and the errors CPython raises.
import math

cases = [
    [],
    [0.0],
    [-0.0],
    [-0.0, -0.0],
    [-0.0, 0.0],
    [0.1] * 10,
    [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50],
    [1.0, 1e-16, 1e-16],
    [1e308, 1e308, -1e308],
    [2.0**53, 1.0, 1.0],
    [2.0**53, -0.5, -2.0**-54],
    [1.0, 2.0**-53, 2.0**-106],
    [5e-324, 5e-324, -5e-324],
    [1e16, 1.0, 1e-16],
    [0.3, 0.6, -0.9],
    [float('inf'), 1.0],
    [float('-inf'), -1e308],
    [float('nan'), 1.0],
    [float('inf'), float('nan')],
    [1, 2, 3],
    [10**20, 0.5],
    range(1000),
    (i * 0.001 for i in range(1000)),
    [True, 0.25],
]
for case in cases:
    print(repr(math.fsum(case)))

# Sums whose naive total is off, on a deterministic pseudo-random sequence.
x = 12345
values = []
for i in range(2000):
    x = (x * 1103515245 + 12345) % 2**31
    values.append((x / 2**31 - 0.5) * 10.0 ** ((x % 40) - 20))
for size in (10, 100, 500, 2000):
    part = values[:size]
    print(size, repr(math.fsum(part)), repr(sum(part)))
print(repr(math.fsum(values + [-v for v in values])))

for bad in [[float('inf'), float('-inf')], [1.7976931348623157e308, 1.7976931348623157e308],
            ["a"], 5, [1, None]]:
    try:
        print(repr(math.fsum(bad)))
    except Exception as e:
        print(type(e).__name__, e)
