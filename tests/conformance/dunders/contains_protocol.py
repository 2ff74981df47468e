# The in operator: __contains__, then __iter__, then __getitem__.

class ByContains:
    def __contains__(self, item):
        print("  __contains__(%r)" % (item,))
        return item == "yes"

class ByIter:
    def __iter__(self):
        print("  __iter__")
        yield from (1, 2, 3)

class ByGetitem:
    def __getitem__(self, i):
        print("  __getitem__(%d)" % i)
        if i > 2:
            raise IndexError
        return i * 10

print("yes" in ByContains(), "no" in ByContains(), "no" not in ByContains())
print(2 in ByIter(), 5 in ByIter())
print(10 in ByGetitem(), 15 in ByGetitem())

# The result of __contains__ is converted to bool
class Truthy:
    def __contains__(self, item):
        return [item]

r = 0 in Truthy()
print(r, type(r).__name__)

# __contains__ = None makes "in" fail even with __iter__
class Blocked:
    __contains__ = None

    def __iter__(self):
        return iter([1])

try:
    1 in Blocked()
except TypeError as e:
    print(type(e).__name__, e)

# Containment uses identity first, then ==
class AlwaysDifferent:
    def __eq__(self, other):
        return False
    __hash__ = object.__hash__

x = AlwaysDifferent()
print(x in [x], x in (x,), x in {x}, x in {x: 1}, AlwaysDifferent() in [x])
nan = float("nan")
print(nan in [nan], float("nan") in [nan])

# Membership in built-in containers calls __eq__ on elements
class Loose:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("  Loose.__eq__")
        return other == self.v

print(3 in [Loose(1), Loose(3)])

# Containment in dicts and sets requires hashing
try:
    [] in {1: 2}
except TypeError as e:
    print(type(e).__name__, e)
print([] in [[]], {} in [{}])

# Strings only contain strings
print("" in "abc", "ab" in "abc", "ba" in "abc")
try:
    None in "abc"
except TypeError as e:
    print(type(e).__name__, e)
