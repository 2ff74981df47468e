# Special methods added, replaced or deleted after class creation take
# effect on existing instances and subclasses.

class Base: pass
class Sub(Base): pass
b, s = Base(), Sub()

def show(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__, e)

show("len before", lambda: len(s))
Base.__len__ = lambda self: 3
show("len after", lambda: (len(b), len(s), bool(s)))
Sub.__len__ = lambda self: 0
show("sub override", lambda: (len(b), len(s), bool(s)))
del Sub.__len__
show("sub deleted", lambda: len(s))
del Base.__len__
show("base deleted", lambda: len(s))

Base.__getattr__ = lambda self, name: "dyn " + name
show("getattr added", lambda: s.anything)
del Base.__getattr__
show("getattr removed", lambda: s.anything)

Base.__eq__ = lambda self, other: True
show("eq added", lambda: (b == 1, s == 2, b != 1))
show("hash after eq added", lambda: type(hash(b)).__name__)
Base.__hash__ = None
show("hash None", lambda: hash(s))
del Base.__hash__
show("hash restored", lambda: type(hash(s)).__name__)

Base.__call__ = lambda self, *a: ("called", a)
show("call", lambda: s(1, 2))
Base.__iter__ = lambda self: iter("ab")
show("iter", lambda: list(s))
Base.__getitem__ = lambda self, i: i * 2
show("getitem", lambda: (s[4], list(s)))
del Base.__iter__
show("getitem fallback iter", lambda: list(zip(s, "xyz")))
Base.__contains__ = lambda self, x: x == "in"
show("contains", lambda: ("in" in s, "out" in s))
Base.__add__ = lambda self, o: "added"
show("add", lambda: (s + 1, b + s))
Base.__radd__ = lambda self, o: "radded"
show("radd", lambda: 1 + s)
Base.__bool__ = lambda self: False
show("bool", lambda: bool(s))
Base.__repr__ = lambda self: "<dynamic repr>"
show("repr", lambda: (repr(s), str(s), f"{s}"))
Base.__str__ = lambda self: "dynamic str"
show("str", lambda: (str(s), f"{s}", format(s, "")))
Base.__enter__ = lambda self: "entered"
Base.__exit__ = lambda self, *a: None
def use():
    with s as v:
        return v
show("with", use)
Base.__neg__ = lambda self: "neg"
show("neg", lambda: -s)
Base.__index__ = lambda self: 1
show("index", lambda: ([10, 20][s], bin(s)))
Base.__setitem__ = lambda self, k, v: print("  setitem", k, v)
s[1] = 2
Base.__setattr__ = lambda self, k, v: print("  setattr", k, v)
s.attr = 5
show("attr not stored", lambda: "attr" in vars(s))
del Base.__setattr__
s.attr = 6
show("attr stored", lambda: vars(s))

# Replacing a builtin subclass's inherited dunder
class MyList(list): pass
m = MyList([1, 2])
MyList.__len__ = lambda self: 99
show("list len", lambda: (len(m), list.__len__(m)))
MyList.__getitem__ = lambda self, i: "item"
show("list getitem", lambda: (m[0], list(m)))
del MyList.__len__
show("list len restored", lambda: len(m))

# Assigning a dunder on the instance has no effect on the operator
s.__len__ = lambda: 7
show("instance dunder", lambda: hasattr(type(s), "__len__"))
