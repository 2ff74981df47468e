# Operator dunders are inherited; a subclass's reflected method takes priority.

class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        print("  %s.__add__" % type(self).__name__)
        return type(self)(self.v + (other.v if isinstance(other, Num) else other))

    def __radd__(self, other):
        print("  %s.__radd__" % type(self).__name__)
        return type(self)((other.v if isinstance(other, Num) else other) + self.v)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self.v)

class Special(Num):
    pass

class SpecialOverride(Num):
    def __radd__(self, other):
        print("  SpecialOverride.__radd__")
        return SpecialOverride(("reflected", other.v if isinstance(other, Num) else other, self.v))

print(Num(1) + Num(2))
print(Special(1) + Num(2))
print(Num(1) + Special(2))               # subclass without its own __radd__: left wins
print(Num(1) + SpecialOverride(2))       # subclass overriding __radd__: it goes first
print(5 + Num(1), Num(1) + 5)

# Comparisons: a subclass's reflected comparison is tried first too
class Base:
    def __eq__(self, other):
        print("  Base.__eq__")
        return NotImplemented

    def __lt__(self, other):
        print("  Base.__lt__")
        return NotImplemented

class Derived(Base):
    def __eq__(self, other):
        print("  Derived.__eq__")
        return True

    def __gt__(self, other):
        print("  Derived.__gt__")
        return True

print(Base() == Derived())
print(Base() < Derived())

# Inherited __len__/__bool__/__iter__
class Container:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

class Bag(Container):
    pass

b = Bag(3, 1, 2)
print(len(b), bool(b), bool(Bag()), sorted(b), list(b))

# Overriding one operator in a subclass of int
class Weird(int):
    def __add__(self, other):
        return "weird add"

print(Weird(1) + 2, 2 + Weird(1), Weird(1) * 3, type(Weird(1) * 3).__name__)
