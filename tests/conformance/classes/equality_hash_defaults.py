# Default equality is identity; defining __eq__ removes the default __hash__.

class Plain:
    pass

a, b = Plain(), Plain()
print(a == a, a == b, a != b, a != a)
print(hash(a) == hash(a), len({a, b, a}))

class Value:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if not isinstance(other, Value):
            return NotImplemented
        return self.v == other.v

print(Value(1) == Value(1), Value(1) != Value(1), Value(1) == Value(2), Value(1) == 1)
print(Value.__hash__)
try:
    hash(Value(1))
except TypeError as e:
    print(type(e).__name__, e)
try:
    {Value(1)}
except TypeError as e:
    print(type(e).__name__, e)

class HashedValue(Value):
    def __hash__(self):
        return hash(self.v)

print(HashedValue.__hash__ is not None, len({HashedValue(1), HashedValue(1), HashedValue(2)}))
print(HashedValue(3) in {HashedValue(3): "x"})

# Subclass that defines __eq__ again loses the inherited __hash__
class Again(HashedValue):
    def __eq__(self, other):
        return super().__eq__(other)

print(Again.__hash__)

# Explicitly keeping the parent's hash
class Kept(HashedValue):
    def __eq__(self, other):
        return super().__eq__(other)
    __hash__ = HashedValue.__hash__

print(len({Kept(1), Kept(1)}))

# __hash__ = None makes instances unhashable even without __eq__
class Unhashable:
    __hash__ = None

try:
    hash(Unhashable())
except TypeError as e:
    print(type(e).__name__, e)

# __ne__ defaults to the inverse of __eq__
class OnlyEq:
    def __eq__(self, other):
        print("  __eq__ called")
        return True

print(OnlyEq() != OnlyEq())

# Hash must be an int
class BadHash:
    def __hash__(self):
        return "not an int"

try:
    hash(BadHash())
except TypeError as e:
    print(type(e).__name__, e)

class BigHash:
    def __hash__(self):
        return 2 ** 100

print(hash(BigHash()) == hash(2 ** 100), type(hash(BigHash())).__name__)

# Equal objects in a dict: the first key object is kept
d = {HashedValue(1): "first"}
d[HashedValue(1)] = "second"
print(len(d), list(d.values()))

# __eq__ returning a non-bool is used for truthiness in containers
class Fuzzy:
    def __eq__(self, other):
        return "yes"
    __hash__ = object.__hash__

print(Fuzzy() == 1, Fuzzy() in [1], [Fuzzy()] == [2])
