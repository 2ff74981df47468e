# What __enter__ returns becomes the as-target; the manager object may differ.

class Opener:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def __enter__(self):
        return {"name": self.name, "lines": ["first", "second"]}

    def __exit__(self, *exc):
        self.closed = True
        return None

manager = Opener("data.txt")
with manager as handle:
    print(type(handle).__name__, handle["name"], handle["lines"])
print("closed:", manager.closed)

class SelfReturning:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

with SelfReturning() as same:
    print(type(same).__name__)

class ReturnsNone:
    def __enter__(self):
        pass

    def __exit__(self, *exc):
        pass

with ReturnsNone() as nothing:
    print(nothing)

# The same manager object used as a value inside the with block
class Counter:
    def __init__(self):
        self.entered = 0

    def __enter__(self):
        self.entered += 1
        return self.entered

    def __exit__(self, *exc):
        return False

c = Counter()
with c as first:
    with c as second:
        print(first, second, c.entered)

# __exit__'s return value only matters when an exception happened
class Truthy:
    def __enter__(self):
        return "value"

    def __exit__(self, *exc):
        return "a truthy string"

with Truthy() as v:
    print("normal exit, v =", v)
with Truthy():
    raise ValueError("suppressed by a truthy __exit__ result")
print("after suppression")
