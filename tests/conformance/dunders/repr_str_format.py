# __repr__, __str__ and __format__ and how the built-ins use them.

class Both:
    def __repr__(self):
        return "Both(repr)"

    def __str__(self):
        return "Both(str)"

class ReprOnly:
    def __repr__(self):
        return "ReprOnly()"

class StrOnly:
    def __str__(self):
        return "StrOnly-str"

b, r = Both(), ReprOnly()
print(b, r, str(b), repr(b), str(r), repr(r))
print([b, r], (b,), {"k": b}, "%s %r" % (b, b), f"{b} {b!r} {b!s}")
print(StrOnly(), [StrOnly()][0].__str__())
print(repr(StrOnly()).startswith("<__main__.StrOnly object at 0x"))

# Containers always use repr of their items
print(str([b, "text", 1.5]), str(("a",)))

# __repr__ and __str__ must return str
class BadRepr:
    def __repr__(self):
        return 42

class BadStr:
    def __str__(self):
        return None

for label, fn in [("repr(BadRepr())", lambda: repr(BadRepr())),
                  ("str(BadStr())", lambda: str(BadStr())),
                  ("print([BadRepr()])", lambda: str([BadRepr()])),
                  ("f'{BadStr()}'", lambda: f"{BadStr()}")]:
    try:
        fn()
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

# A str subclass returned from __str__ is accepted
class MyStr(str):
    pass

class ReturnsSub:
    def __str__(self):
        return MyStr("sub")

print(str(ReturnsSub()), type(str(ReturnsSub())).__name__)

# __format__
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        if spec == "":
            return str(self)
        if spec == "short":
            return "$%d" % (self.cents // 100)
        if spec.startswith("pad"):
            return ("$%d.%02d" % (self.cents // 100, self.cents % 100)).rjust(int(spec[3:]))
        raise ValueError("bad format spec %r" % spec)

    def __str__(self):
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)

m = Money(12345)
print(f"{m}", f"{m:short}", f"[{m:pad12}]", str(m))
try:
    f"{m:weird}"
except ValueError as e:
    print(type(e).__name__, e)

class BadFormat:
    def __format__(self, spec):
        return 5

try:
    f"{BadFormat()}"
except TypeError as e:
    print(type(e).__name__, e)

# Recursive structures print with ...
lst = [1]
lst.append(lst)
d = {"self": None}
d["self"] = d
print(lst, d)

# repr of a class and of built-in functions
print(repr(Both), repr(len), repr(print), repr(int))
