# Rich comparison dispatch: reflection, subclass priority, identity
# shortcuts in containers, and what sorted/min/max/in call.

class Logged:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"{type(self).__name__}({self.v})"
    def _log(self, op, other):
        print(f"  {self!r}.{op}({other!r})")
    def __eq__(self, other):
        self._log("__eq__", other)
        return isinstance(other, Logged) and self.v == other.v
    def __lt__(self, other):
        self._log("__lt__", other)
        if not isinstance(other, Logged): return NotImplemented
        return self.v < other.v
    def __gt__(self, other):
        self._log("__gt__", other)
        if not isinstance(other, Logged): return NotImplemented
        return self.v > other.v
    __hash__ = None

class Sub(Logged): pass
class SubEq(Logged):
    def __eq__(self, other):
        self._log("SubEq.__eq__", other)
        return "sub eq"

a, b = Logged(1), Logged(2)
print(a < b)
print(a > b)
print(a <= b if hasattr(Logged, "__le__") and False else "skip <=")
print(a == Sub(1), Sub(1) == a)
print(a == SubEq(1))          # subclass overrides __eq__: tried first
print(a < Sub(5))             # Sub does not override __gt__: left side first
print(1 < a if False else "skip")
try:
    print(a < 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(a <= b)
except TypeError as e:
    print(type(e).__name__, e)

# Identity shortcut: containers call __eq__ only for different objects
items = [a, b]
print(a in items, items.index(b), items.count(a))
print([a] == [a], [a] == [Logged(1)], (a,) == (Logged(1),))
print({"k": a} == {"k": Logged(1)})

# sorted / min / max use __lt__ only
vals = [Logged(3), Logged(1), Logged(2)]
print(sorted(vals))
print(min(vals), max(vals))

class OnlyGt:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"G({self.v})"
    def __gt__(self, other):
        print(f"  G({self.v}).__gt__(G({other.v}))")
        return self.v > other.v
print(sorted([OnlyGt(2), OnlyGt(1)]))  # a < b reflected to b > a

# Comparison results are returned as-is, chained comparisons combine them
class Odd:
    def __lt__(self, other): return "truthy string"
    def __eq__(self, other): return 0
o = Odd()
print(o < 1, o == 1, o != 1, 0 < 1 and o < 2, (o < 1) and "yes")

# NotImplemented from both sides of == and != falls back to identity
class Neither:
    def __eq__(self, other): return NotImplemented
    def __ne__(self, other): return NotImplemented
n = Neither()
print(n == n, n != n, n == Neither(), n != Neither(), n == 1)

# Mixed with builtins: int's comparison returns NotImplemented, then ours
class Always:
    def __eq__(self, other): return "always"
    def __lt__(self, other): return "lt"
    def __gt__(self, other): return "gt"
print(1 == Always(), 1 < Always(), 1 > Always(), "s" == Always(), None == Always())

# Comparisons of unorderable builtins
for expr in ("1 < 'a'", "[] < ()", "None < None", "{} < {}", "1j < 2j", "object() >= object()"):
    try:
        eval(expr)
    except TypeError as e:
        print(expr, "|", e)
