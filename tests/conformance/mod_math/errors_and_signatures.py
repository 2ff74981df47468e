# The TypeErrors of math's functions for wrong argument counts, keywords
# and types, and which of ValueError and OverflowError each failure raises.
import math

calls = [
    ("sqrt", ()), ("sqrt", (1, 2)), ("atan2", (1,)), ("atan2", (1, 2, 3)), ("pow", (2,)),
    ("log", ()), ("log", (1, 2, 3)), ("copysign", (1,)), ("fmod", ()), ("ldexp", (1,)),
    ("factorial", ()), ("isqrt", (1, 2)), ("floor", ()), ("ceil", (1, 2)), ("trunc", ()),
    ("fsum", ()), ("frexp", ()), ("hypot", ()), ("gcd", ()), ("exp", ("1",)), ("sin", (None,)),
    ("pow", ("2", 2)), ("log", ("e",)), ("log", (10, "2")), ("fma", (1, 2)),
]
for name, args in calls:
    try:
        r = getattr(math, name)(*args)
        print(name, args, repr(r))
    except Exception as e:
        print(name, args, type(e).__name__, e)
for name in ["sqrt", "exp", "floor", "gcd", "fsum", "log"]:
    try:
        getattr(math, name)(x=1)
    except TypeError as e:
        print(name, e)
failures = [
    ("sqrt", (-1,)), ("log", (0,)), ("log", (-1,)), ("log", (0.0,)), ("log2", (-2,)),
    ("log10", (0,)), ("log1p", (-1,)), ("log1p", (-2,)), ("exp", (1000,)), ("exp2", (2000,)),
    ("expm1", (1000,)), ("cosh", (1000,)), ("sinh", (-1000,)), ("pow", (10.0, 400)),
    ("pow", (0.0, -1)), ("pow", (-8, 1 / 3)), ("pow", (-0.0, -3)), ("acos", (2,)),
    ("asin", (-2,)), ("acosh", (0.5,)), ("atanh", (1,)), ("atanh", (-1.5,)), ("fmod", (1, 0)),
    ("fmod", (float('inf'), 1)), ("remainder", (1, 0)), ("remainder", (float('inf'), 2)),
    ("gamma", (0,)), ("gamma", (-1,)), ("gamma", (200,)), ("lgamma", (0,)), ("lgamma", (-2,)),
    ("ldexp", (1.0, 5000)), ("log", (10, 1)), ("log", (10, 0)), ("sin", (float('inf'),)),
    ("tan", (float('-inf'),)), ("fma", (float('inf'), 0, 1)), ("fma", (1e308, 10, 0)),
    ("fma", (float('nan'), 0, 1)), ("cos", (float('nan'),)), ("sqrt", (float('-inf'),)),
]
for name, args in failures:
    try:
        r = getattr(math, name)(*args)
        print(name, args, repr(r))
    except Exception as e:
        print(name, args, type(e).__name__, e)
print(math.sqrt.__name__, math.floor.__name__, type(math.sqrt).__name__)
print(sorted(n for n in dir(math) if not n.startswith('_')))
