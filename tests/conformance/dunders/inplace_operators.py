# In-place operators: __iadd__ and friends, and the fallback to binary operators.

class Acc:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "Acc(%r)" % (self.v,)

def make(op, symbol):
    def method(self, other):
        print("  %s called" % op)
        self.v = eval("self.v %s other" % symbol)
        return self
    return method

ops = [("iadd", "+"), ("isub", "-"), ("imul", "*"), ("itruediv", "/"), ("ifloordiv", "//"),
       ("imod", "%"), ("ipow", "**"), ("ilshift", "<<"), ("irshift", ">>"), ("iand", "&"),
       ("ior", "|"), ("ixor", "^")]
for op, symbol in ops:
    setattr(Acc, "__%s__" % op, make("__%s__" % op, symbol))

a = Acc(100)
alias = a
a += 5; a -= 3; a *= 2; a //= 3; a %= 50; a **= 2; a <<= 2; a >>= 1; a &= 0xFF; a |= 1; a ^= 3
print(a, a is alias)
a /= 4
print(a)

# __imatmul__
class M:
    def __init__(self):
        self.calls = []
    def __imatmul__(self, other):
        self.calls.append(other)
        return self

m = M()
m @= "x"
m @= "y"
print(m.calls)

# Without __iadd__, a += b falls back to a = a + b (a new object)
class Plain:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        print("  Plain.__add__")
        return Plain(self.v + other)

p = Plain(1)
original = p
p += 10
print(p.v, p is original, original.v)

# __iadd__ returning NotImplemented falls back to __add__, then __radd__
class Picky:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, other):
        print("  Picky.__iadd__")
        if isinstance(other, int):
            self.v += other
            return self
        return NotImplemented

    def __add__(self, other):
        print("  Picky.__add__")
        return NotImplemented

class Helper:
    def __radd__(self, other):
        print("  Helper.__radd__")
        return "helper result"

x = Picky(1)
x += 2
print(x.v)
x += Helper()
print(x)
y = Picky(0)
try:
    y += "s"
except TypeError as e:
    print(type(e).__name__, e)

# __iadd__ returning something unexpected: that becomes the new value
class Weird:
    def __iadd__(self, other):
        return "replaced"

w = Weird()
w += 1
print(w)

# In-place on list items and attributes calls __iadd__ and stores the result
class Holder:
    pass

h = Holder()
h.acc = Acc(1)
h.acc += 1
items = [Acc(5)]
items[0] *= 3
print(h.acc, items)
