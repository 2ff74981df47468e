# Subclasses of builtin types: reflected-operand priority against the
# builtin base, overridden dunders seen by builtin operations, and which
# operations return the base type.

class MyInt(int):
    def __radd__(self, other):
        print("  MyInt.__radd__")
        return "MyInt radd"
    def __rsub__(self, other):
        return NotImplemented
    def __eq__(self, other):
        print("  MyInt.__eq__")
        return "MyInt eq"
    __hash__ = int.__hash__

print(1 + MyInt(2))          # subclass overrides __radd__: tried first
print(MyInt(2) + 1, type(MyInt(2) + 1).__name__)
print(5 - MyInt(2))          # __rsub__ declines, int.__sub__ runs
print(1 == MyInt(1), MyInt(1) == 1)
print(MyInt(3) * 2, type(-MyInt(3)).__name__, type(abs(MyInt(-3))).__name__, type(+MyInt(3)).__name__)
print({MyInt(1): "a"}[1], hash(MyInt(7)) == hash(7))

class MyFloat(float):
    def __rmul__(self, other):
        return "MyFloat rmul"
print(2 * MyFloat(1.5), 2.0 * MyFloat(1.5), MyFloat(1.5) * 2, type(MyFloat(1.5) * 2).__name__)

class MyStr(str):
    def __add__(self, other):
        return "MyStr add"
    def __radd__(self, other):
        return "MyStr radd"
    def __mod__(self, other):
        return "MyStr mod"
    def __rmod__(self, other):
        return "MyStr rmod"
print("a" + MyStr("b"), MyStr("a") + "b", "%s" % MyStr("x"), MyStr("%s") % 1)
print(type(MyStr("ab").upper()).__name__, type(MyStr("ab")[0]).__name__, type(MyStr("a") * 2).__name__)

class MyList(list):
    def __radd__(self, other):
        return "MyList radd"
    def __iadd__(self, other):
        print("  MyList.__iadd__")
        return super().__iadd__(other)
    def __contains__(self, item):
        print("  MyList.__contains__")
        return True
print([1] + MyList([2]), MyList([1]) + [2], type(MyList([1]) + [2]).__name__)
ml = MyList([1])
ml += [2]
print(ml, type(ml).__name__, 99 in ml, type(ml[:]).__name__, type(ml * 2).__name__)

class MyTuple(tuple):
    def __len__(self):
        return 42
    def __iter__(self):
        return iter(["overridden"])
    def __getitem__(self, i):
        return "item"
t = MyTuple((1, 2))
print(len(t), list(t), t[0], tuple(t), [*t], str(t), t == (1, 2), max(t))
a, b = MyTuple((5, 6)) if False else (5, 6)
print(a, b)

class MyDict(dict):
    def __getitem__(self, key):
        return "override"
    def __iter__(self):
        return iter(["x"])
    def keys(self):
        return ["k"]
d = MyDict(a=1)
print(d["a"], d.get("a"), list(d), dict(d), {**d}, sorted(d.items()), list(d.values()))
def kw(**k): return k
print(kw(**d))

# Comparisons between a builtin and its subclass: subclass reflection first
class Loud(int):
    def __lt__(self, other):
        print("  Loud.__lt__")
        return NotImplemented
    def __gt__(self, other):
        print("  Loud.__gt__")
        return int.__gt__(self, other)
print(1 < Loud(2), Loud(2) < 1)

# bool() and len() of builtin subclasses with overrides
class Falsy(list):
    def __bool__(self): return False
class Empty(str):
    def __len__(self): return 0
print(bool(Falsy([1])), bool(Empty("abc")), len(Empty("abc")), "yes" if Falsy([1]) else "no")
