# The ValueError and TypeError messages of int() conversions.
for t, base in [("abc", 10), ("", 10), (" ", 10), ("1.5", 10), ("1__0", 10), ("_1", 10), ("1_", 10),
                ("0x", 16), ("0b", 0), ("010", 0), ("12a", 10), ("- 5", 10), ("2", 2), ("0x1g", 0),
                ("9" * 60 + "x", 10), ("\x00", 10), ("0b102", 0), ("1 2", 10), ("0_x1", 0)]:
    try:
        int(t, base)
    except ValueError as e:
        print("ValueError:", e)
for base in [-1, 1, 37, 100, 2 ** 70]:
    try:
        int("1", base)
    except ValueError as e:
        print("ValueError:", e)
for args, kwargs in [((1.5, 10), {}), ((5, 2), {}), ((None,), {}), (([1],), {}), (("5",), {"base": "x"}),
                     (("5", 10, 1), {}), ((), {"base": 10})]:
    try:
        int(*args, **kwargs)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
for v in [float("inf"), float("nan"), -float("inf")]:
    try:
        int(v)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
class NoInt:
    pass
try:
    int(NoInt())
except TypeError as e:
    print("TypeError:", str(e).replace(__name__, "M"))
int("12.0")
