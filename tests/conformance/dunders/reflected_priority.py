# Operator dispatch order: subclass reflected methods first, NotImplemented,
# in-place fallbacks and the exact error messages.

class Num:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"{type(self).__name__}({self.v})"
    def __add__(self, other):
        print("  %s.__add__(%r)" % (type(self).__name__, other))
        if isinstance(other, Num): return type(self)(self.v + other.v)
        return NotImplemented
    def __radd__(self, other):
        print("  %s.__radd__(%r)" % (type(self).__name__, other))
        if isinstance(other, (int, Num)): return type(self)(getattr(other, "v", other) + self.v)
        return NotImplemented

class SubOverrides(Num):
    def __radd__(self, other):
        print("  SubOverrides.__radd__(%r)" % (other,))
        return SubOverrides(-1)

class SubInherits(Num):
    pass

print(Num(1) + SubOverrides(2))   # the subclass's reflected method goes first
print(Num(1) + SubInherits(2))    # not overridden: normal order
print(SubOverrides(1) + Num(2))
print(1 + Num(5))
print(Num(1) + Num(2))            # same type: no reflected call

try:
    Num(1) + "s"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "s" + Num(1)
except TypeError as e:
    print(type(e).__name__, e)

# In-place: __iadd__, then __add__, then __radd__
class InPlace:
    def __init__(self): self.items = []
    def __repr__(self): return "InPlace(%r)" % self.items
    def __iadd__(self, other):
        print("  __iadd__", other)
        if other == "skip": return NotImplemented
        self.items.append(other)
        return self
    def __add__(self, other):
        print("  __add__", other)
        return NotImplemented

class Right:
    def __repr__(self): return "Right()"
    def __radd__(self, other):
        print("  Right.__radd__")
        return "right"

x = InPlace()
x += 1
print(x.items)
y = InPlace()
y += 2
print(y.items)
z = InPlace()
try:
    z += "skip"
except TypeError as e:
    print(type(e).__name__, e)
w = InPlace()
w += Right()
print(w)

# Every binary operator's error message, in-place forms included
class Empty: pass
e = Empty()
ops = ["+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"]
for op in ops:
    try:
        eval("e %s 1" % op)
    except TypeError as ex:
        print(op, "|", ex)
    v = e
    try:
        exec("v %s= 1" % op)
    except TypeError as ex:
        print(op + "=", "|", ex)
try:
    pow(e, 1, 2)
except TypeError as ex:
    print("pow3 |", ex)
try:
    divmod(e, 1)
except TypeError as ex:
    print("divmod |", ex)
try:
    divmod(1, e)
except TypeError as ex:
    print("rdivmod |", ex)

# A reflected method of a subclass that returns NotImplemented falls back
class Declines(Num):
    def __radd__(self, other):
        print("  Declines.__radd__")
        return NotImplemented
print(Num(1) + Declines(2))

# Comparisons: the subclass's reflection first too
class Cmp:
    def __lt__(self, other):
        print("  %s.__lt__" % type(self).__name__)
        return NotImplemented
    def __gt__(self, other):
        print("  %s.__gt__" % type(self).__name__)
        return NotImplemented
class SubCmp(Cmp):
    def __gt__(self, other):
        print("  SubCmp.__gt__")
        return True
print(Cmp() < SubCmp())
try:
    Cmp() < Cmp()
except TypeError as ex:
    print(type(ex).__name__, ex)
