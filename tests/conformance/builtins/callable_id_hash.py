# callable(), id() and hash() — id values are never printed, only compared.

print(callable(len), callable(lambda: 0), callable(int), callable(5), callable("x"), callable(None))

class WithCall:
    def __call__(self):
        pass

class Without:
    pass

print(callable(WithCall()), callable(Without()), callable(Without), callable(WithCall().__call__))

# id() is stable for an object's lifetime and unique among live objects
a = [1]
b = [1]
print(id(a) == id(a), id(a) == id(b), type(id(a)).__name__, id(a) > 0)
alias = a
print(id(alias) == id(a), (a is b) == (id(a) == id(b)))
objects = [object() for _ in range(100)]
print(len({id(o) for o in objects}))

# hash() of numbers is consistent across types
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(-0.0) == hash(False))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-1), hash(-2),
      hash(10 ** 30) == hash(10 ** 30 % (2 ** 61 - 1)))
print(hash(1.5), hash(-1.5), hash(0.1), hash(float("inf")), hash(float("-inf")))
print(hash(()) == hash(tuple()), hash((1, 2)) == hash((1, 2)), hash((1, 2)) == hash((2, 1)))
print(hash(None) == hash(None), hash(...) == hash(Ellipsis))
print(hash("abc") == hash("abc"), hash((1, "a")) == hash((1, "a")))
print(hash(range(3)) == hash(range(3)))

# Unhashable types
for value in ([], {}, set(), [1, 2], ([],), {1: 2}):
    try:
        hash(value)
    except TypeError as e:
        print(type(e).__name__, e)

# hash of user objects: default, custom, and __hash__ = None
class Default:
    pass

class Custom:
    def __hash__(self):
        return 42

class Negative:
    def __hash__(self):
        return -1

d = Default()
print(hash(d) == hash(d), hash(Custom()), hash(Negative()))
