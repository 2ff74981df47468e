# math.gcd and math.lcm: any number of arguments, negatives, zero, big ints,
# bools and __index__, and the TypeError for floats.
import math

print(math.gcd(), math.lcm())
for args in [(0,), (5,), (-5,), (12, 18), (-12, 18), (12, -18), (0, 0), (0, 7), (7, 0),
             (2**64, 2**32), (3**50, 3**20 * 7), (10**30, 10**20 + 1), (6, 10, 15),
             (2, 3, 5, 7, 11), (0, 0, 0, 6), (-4, -6), (True, 4), (False, 9),
             (123456789012345678901234567890, 987654321098765432109876543210)]:
    print(args, math.gcd(*args), math.lcm(*args))

class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v

print(math.gcd(Idx(24), Idx(36)), math.lcm(Idx(4), 6))

for i in range(1, 30):
    print(i, [math.gcd(i, j) for j in range(1, 13)], [math.lcm(i, j) for j in range(1, 8)])

for bad in [(1.0, 2), (3, "4"), (None,), (2, 2.5)]:
    for f in (math.gcd, math.lcm):
        try:
            f(*bad)
        except Exception as e:
            print(f.__name__, bad, type(e).__name__, e)
try:
    math.gcd(a=1)
except TypeError as e:
    print("TypeError", e)
