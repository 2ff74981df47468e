# math.frexp, math.modf and math.ldexp round trips, special values and errors.
import math

values = [0.0, -0.0, 0.5, 1.0, -1.0, 3.0, 0.1, -123.456, 1e300, 1e-300, 5e-324,
          2.2250738585072014e-308, 1.7976931348623157e308, 7, -2**70,
          float('inf'), float('-inf'), float('nan')]
for x in values:
    m, e = math.frexp(x)
    print(repr(x), repr(m), e, repr(math.ldexp(m, e)), repr(math.modf(x)))
for x in [2.5, -2.5, 1e20, 0.75, -0.25]:
    f, w = math.modf(x)
    print(repr(f), repr(w), type(f).__name__)
for args in [(1.0, 1024), (1.0, 1023), (-1.0, 1024), (1.0, -1074), (1.0, -1075), (3.0, -1075),
             (1.0, 10**30), (0.0, 10**30), (1.0, -10**30), (-2.0, -10**30), (1, 5), (1.0, True)]:
    try:
        print(args, repr(math.ldexp(*args)))
    except Exception as e:
        print(args, type(e).__name__, e)
for bad in [(1.0, 2.0), ("1", 2), (1.0, "2")]:
    try:
        math.ldexp(*bad)
    except TypeError as e:
        print(bad, e)
for bad in ["x", None]:
    for f in (math.frexp, math.modf):
        try:
            f(bad)
        except TypeError as e:
            print(f.__name__, e)
