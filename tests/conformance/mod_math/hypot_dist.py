# math.hypot with any number of arguments and math.dist: exact cases,
# scaling near overflow and underflow, special values, and the errors.
import math

for args in [(), (3,), (-3,), (3, 4), (5, 12), (1, 1), (1, 1, 1), (2, 3, 6), (1, 2, 3, 4, 5),
             (1e308, 1e308), (1e-308, 1e-308), (5e-324, 5e-324), (1e200, 1e-200), (0.0, -0.0),
             (float('inf'), float('nan')), (float('nan'), 1.0), (float('-inf'), 2.0),
             (0.1, 0.2, 0.3), (1.5, 2.5, 3.5, 4.5), (1e154, 1e154)]:
    print(args, repr(math.hypot(*args)))

for n in range(1, 40):
    print(n, repr(math.hypot(*[i * 0.1 for i in range(n)])), repr(math.hypot(*range(n))))

points = [((0, 0), (3, 4)), ((1.5, 2.5), (-1.5, -2.5)), ((1, 2, 3), (4, 5, 6)), ((), ()),
          ([1, 1], [2, 2]), ((0.1, 0.2, 0.3), (0.4, 0.5, 0.6)),
          ((1e308, 0), (-1e308, 0)), ((float('inf'),), (1,)), ((float('nan'), 1), (0, 1))]
for p, q in points:
    print(p, q, repr(math.dist(p, q)))

for args in [((1, 2), (1, 2, 3)), ("ab", "cd"), ((1, "x"), (2, 3)), ((1,),)]:
    try:
        print(math.dist(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    math.hypot(1, "2")
except TypeError as e:
    print("TypeError", e)
