# math.isclose with its tolerances and math.isfinite/isinf/isnan.
import math

pairs = [(1.0, 1.0), (1.0, 1.0 + 1e-10), (1.0, 1.0 + 1e-8), (0.0, 1e-10), (0.0, 0.0),
         (1e10, 1e10 + 1), (float('inf'), float('inf')), (float('inf'), float('-inf')),
         (float('nan'), float('nan')), (1.0, float('nan')), (-1.0, -1.0 - 1e-9), (5, 5.0),
         (10**20, 10**20 + 1)]
for a, b in pairs:
    print(a, b, math.isclose(a, b), math.isclose(a, b, rel_tol=1e-12),
          math.isclose(a, b, abs_tol=1e-9), math.isclose(a, b, rel_tol=0.0, abs_tol=0.0))
for kwargs in [{"rel_tol": -1.0}, {"abs_tol": -1e-9}, {"rel_tol": "x"}]:
    try:
        print(math.isclose(1.0, 1.0, **kwargs))
    except Exception as e:
        print(type(e).__name__, e)
for args in [(1.0,), (1.0, 2.0, 3.0)]:
    try:
        math.isclose(*args)
    except TypeError as e:
        print(e)
for x in [0.0, -0.0, 1.0, 1e308, 5e-324, 10**300, True, float('inf'), float('-inf'),
          float('nan')]:
    print(repr(x)[:20], math.isfinite(x), math.isinf(x), math.isnan(x))
for f in (math.isfinite, math.isinf, math.isnan):
    try:
        f("1.0")
    except TypeError as e:
        print(f.__name__, e)
try:
    math.isinf(10**400)
except OverflowError as e:
    print("OverflowError", e)
