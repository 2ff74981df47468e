# Built-in containers use __eq__ of their elements for ==, in, index, count, remove.

class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("  %r == %r" % (self, other))
        return isinstance(other, Loud) and self.v == other.v

    def __hash__(self):
        return hash(self.v)

    def __repr__(self):
        return "L%d" % self.v

a = [Loud(1), Loud(2), Loud(3)]
b = [Loud(1), Loud(2), Loud(4)]
print(a == b)
print(a.index(Loud(2)))
print(a.count(Loud(3)))
a.remove(Loud(1))
print(a)

# Identity is checked before __eq__ in containers
x = Loud(9)
print([x] == [x], x in [x], [x].count(x))

# Tuples compare element by element and stop at the first difference
print((Loud(1), Loud(2)) == (Loud(1), Loud(5)))

# Ordering compares the first unequal pair
class Ord:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __lt__(self, other):
        print("  %d < %d" % (self.v, other.v))
        return self.v < other.v

print([Ord(1), Ord(2)] < [Ord(1), Ord(3)])
print((Ord(5),) < (Ord(5), Ord(0)))

# dict equality compares values with __eq__ after key lookup
d1 = {"k": Loud(1)}
d2 = {"k": Loud(1)}
print(d1 == d2)

# Sets use __hash__ then __eq__
s = {Loud(1), Loud(2)}
print(Loud(2) in s)

# list.sort uses only __lt__
class OnlyLt:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

items = [OnlyLt(3), OnlyLt(1), OnlyLt(2)]
items.sort()
print([i.v for i in items])

# Exceptions raised by __eq__ propagate through container operations
class Explodes:
    def __eq__(self, other):
        raise RuntimeError("eq exploded")
    __hash__ = object.__hash__

try:
    Explodes() in [1, 2]
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    [Explodes()] == [Explodes()]
except RuntimeError as e:
    print(type(e).__name__, e)
