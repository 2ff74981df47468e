# Subclasses of built-in types: which methods call overridden ones and which do not.

class LoudDict(dict):
    def __setitem__(self, key, value):
        print("  __setitem__", key)
        super().__setitem__(key, value)

    def __getitem__(self, key):
        print("  __getitem__", key)
        return super().__getitem__(key)

d = LoudDict(a=1)          # the constructor does not call __setitem__
d["b"] = 2                 # this does
d.update(c=3)              # update does not
d.setdefault("e", 5)       # neither does setdefault
print(d.get("a"), sorted(d))   # get does not call __getitem__
print(d["a"])
print(dict(d), {**d})

class CountingList(list):
    appends = 0

    def append(self, item):
        CountingList.appends += 1
        super().append(item)

cl = CountingList([1, 2])
cl.append(3)
cl.extend([4, 5])          # extend does not call append
cl += [6]                  # nor does +=
print(cl, CountingList.appends, type(cl[:2]).__name__, type(cl + [1]).__name__)

class UpperStr(str):
    def upper(self):
        return "overridden upper"

u = UpperStr("text")
print(u.upper(), u.title(), type(u.title()).__name__, "%s" % u, u + "!", type(u + "!").__name__)

class PositiveInt(int):
    def __new__(cls, value):
        value = int(value)
        if value <= 0:
            raise ValueError("must be positive: %d" % value)
        return super().__new__(cls, value)

p = PositiveInt("42")
print(p, type(p).__name__, p + 1, type(p + 1).__name__, type(-p).__name__)
try:
    PositiveInt(-3)
except ValueError as e:
    print(type(e).__name__, e)

# A subclass's __eq__ is tried first from either side of ==, and by list membership
class LooseTuple(tuple):
    def __eq__(self, other):
        return len(self) == len(other)
    __hash__ = tuple.__hash__

print(LooseTuple((1, 2)) == (3, 4), (1, 2) == LooseTuple((3, 4)), LooseTuple((1,)) in [(9,)])
