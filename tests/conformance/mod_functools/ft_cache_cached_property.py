# functools.cache and cached_property.
import functools

count = 0

@functools.cache
def factorial(n):
    global count
    count += 1
    return n * factorial(n - 1) if n else 1

print(factorial(10), count, factorial(5), count, factorial(12), count)
print(factorial.cache_info(), factorial.__name__)

class Data:
    def __init__(self, values):
        self.values = values
        self.computed = 0

    @functools.cached_property
    def total(self):
        """Sum of the values."""
        self.computed += 1
        return sum(self.values)

d = Data([1, 2, 3])
print(d.total, d.total, d.computed, 'total' in vars(d))
d.values.append(4)
print(d.total)
del d.total
print(d.total, d.computed)
d.total = 100
print(d.total)
print(type(Data.total).__name__, Data.total.__doc__, Data.total.attrname)

class Slotted:
    __slots__ = ('x',)
    @functools.cached_property
    def prop(self):
        return 1

try:
    Slotted().prop
except TypeError as e:
    print('TypeError', e)

cp = functools.cached_property(lambda self: 1)
try:
    cp.__get__(Data([]), Data)
except TypeError as e:
    print('TypeError', e)
try:
    class Twice:
        a = cp
        b = cp
except (TypeError, RuntimeError) as e:
    print(type(e).__name__, e)
