# __repr__, __str__ and __format__: fallbacks, wrong return types and the
# default object.__format__ rules.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

class OnlyRepr:
    def __repr__(self): return "OnlyRepr()"
class OnlyStr:
    def __str__(self): return "only str"
class Both:
    def __repr__(self): return "Both-repr"
    def __str__(self): return "Both-str"
print(str(OnlyRepr()), repr(OnlyRepr()), f"{OnlyRepr()}", f"{OnlyRepr()!s}", "%s" % OnlyRepr())
print(str(OnlyStr()), repr(OnlyStr()).startswith("<__main__.OnlyStr object at "))
print(str(Both()), repr(Both()), f"{Both()!r}", f"{Both()!a}", "%r|%s|%a" % (Both(), Both(), Both()))
print(str([Both()]), str((Both(),)), str({Both(): Both()}) if False else str({1: Both()}))

class StrSub(str):
    def __str__(self): return "StrSub.__str__"
    def __repr__(self): return "StrSub.__repr__"
class ReturnsStrSub:
    def __str__(self): return StrSub("x")
    def __repr__(self): return StrSub("y")
r = ReturnsStrSub()
print(type(str(r)).__name__, type(repr(r)).__name__, str(r), repr(r))

class Bad:
    def __str__(self): return 1
    def __repr__(self): return b"bytes"
    def __format__(self, spec): return 3
attempt("str", lambda: str(Bad()))
attempt("repr", lambda: repr(Bad()))
attempt("format", lambda: format(Bad(), ""))
attempt("fstring", lambda: f"{Bad()}")
attempt("print", lambda: print(Bad()))
attempt("%s", lambda: "%s" % Bad())

# object.__format__: empty spec is str(self); any other spec is an error
class Plain:
    def __str__(self): return "plain"
print(format(Plain()), format(Plain(), ""), f"{Plain()}", "{}".format(Plain()))
attempt("spec on object", lambda: format(Plain(), ">10"))
attempt("spec in fstring", lambda: f"{Plain():x}")
attempt("spec not str", lambda: format(Plain(), 5))
attempt("object.__format__ direct", lambda: object.__format__(Plain(), "d"))

# __format__ receives the spec; builtin subclasses inherit it
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        print("  spec", repr(spec))
        if spec == "usd": return f"${self.v:.2f}"
        return format(self.v, spec)
m = Money(3.14159)
print(f"{m:usd}", f"{m:.1f}", format(m, ">8"), "{0:usd}|{0}".format(m))
w = 8
print(f"{m:{w}.3}")
class MyInt(int): pass
print(format(MyInt(255), "x"), f"{MyInt(5):03d}", format(MyInt(7)))
class IntWithStr(int):
    def __str__(self): return "custom"
print(format(IntWithStr(5)), f"{IntWithStr(5)}", str(IntWithStr(5)), f"{IntWithStr(5):d}")

# Conversions apply before formatting
print(f"{Both()!s:>10}|", f"{Both()!r:<10}|", "{0!r:^12}".format(Both()))
attempt("bad conversion via format", lambda: "{0!x}".format(1))

# repr of recursive containers and of a repr that recurses forever
lst = [1]
lst.append(lst)
print(repr(lst))
class Selfish:
    def __repr__(self): return "S(" + repr(self) + ")"
try:
    repr(Selfish())
except RecursionError as e:
    print(type(e).__name__, str(e)[:40])

# __repr__ raising propagates out of containers' repr
class Raises:
    def __repr__(self): raise ValueError("repr failed")
attempt("list repr", lambda: repr([Raises()]))
