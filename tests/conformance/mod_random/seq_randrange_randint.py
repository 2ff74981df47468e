# random.randrange and random.randint on fixed seeds: one, two and three
# arguments, negative steps, huge bounds, and CPython's error messages.
import random

for s in range(30):
    random.seed(s)
    print(s, [random.randrange(10) for _ in range(15)], [random.randint(-5, 5) for _ in range(15)])
    print(s, [random.randrange(3, 100, 7) for _ in range(10)],
          [random.randrange(50, 0, -3) for _ in range(10)])
    print(s, random.randrange(10**30), random.randint(-10**20, 10**20), random.randrange(2**64, 2**65))
random.seed(99)
print([random.randrange(1, 2) for _ in range(5)], [random.randint(7, 7) for _ in range(3)])
print([random.randrange(True, 10) for _ in range(5)])
for args in [(0,), (-5,), (5, 3), (5, 3, 2), (1, 10, 0), (1.5,), (1, 2.5), (1, 10, 1.0), ("a",),
             (3, 1, 1), (1, 5, -1)]:
    try:
        print(args, random.randrange(*args))
    except Exception as e:
        print(args, type(e).__name__, e)
for args in [(5, 1), (1.0, 3), (1, 3.5)]:
    try:
        print(args, random.randint(*args))
    except Exception as e:
        print(args, type(e).__name__, e)
