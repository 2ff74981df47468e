# math.floor, math.ceil and math.trunc: floats (to big ints), ints, bools,
# the __floor__/__ceil__/__trunc__ dispatch, __float__ and __index__
# fallbacks, and the errors for infinities, NaN and wrong types.
import math

for x in [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e16, -1e16, 1.7976931348623157e308,
          -1e300, 123456789.987654321, 4503599627370495.5, 5e-324, -5e-324]:
    print(repr(x), math.floor(x), math.ceil(x), math.trunc(x))

for x in [0, 7, -7, 10**40, -10**40, True, False]:
    r = (math.floor(x), math.ceil(x), math.trunc(x))
    print(repr(x), r, [type(v).__name__ for v in r])

class Dunders:
    def __floor__(self):
        return "floored"
    def __ceil__(self):
        return "ceiled"
    def __trunc__(self):
        return "truncated"

d = Dunders()
print(math.floor(d), math.ceil(d), math.trunc(d))

class OnlyFloat:
    def __float__(self):
        return 2.75

class OnlyIndex:
    def __index__(self):
        return 41

print(math.floor(OnlyFloat()), math.ceil(OnlyFloat()))
print(math.floor(OnlyIndex()), math.ceil(OnlyIndex()))

class MyFloat(float):
    pass

print(math.floor(MyFloat(-3.5)), math.ceil(MyFloat(-3.5)), math.trunc(MyFloat(-3.5)))

for bad in [float('inf'), float('-inf'), float('nan'), "3", None, [1], OnlyFloat()]:
    for f in (math.floor, math.ceil, math.trunc):
        try:
            print(f.__name__, repr(f(bad)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
