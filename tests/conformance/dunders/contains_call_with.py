# __contains__ (and its fallbacks), __call__ and the context manager protocol.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, AttributeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

class Truthy:
    def __contains__(self, item):
        print("  __contains__", item)
        return item  # converted with bool()
print(1 in Truthy(), 0 in Truthy(), "" not in Truthy(), [1] in Truthy())

class BadBool:
    def __bool__(self): raise ValueError("no truth")
class ReturnsBadBool:
    def __contains__(self, item): return BadBool()
attempt("contains returns bad bool", lambda: 1 in ReturnsBadBool())

class IterOnly:
    def __iter__(self):
        print("  __iter__")
        return iter([1, 2, 3])
print(2 in IterOnly(), 9 in IterOnly())
class NoContains:
    __contains__ = None
    def __iter__(self): return iter([1])
attempt("__contains__ = None", lambda: 1 in NoContains())
attempt("in int", lambda: 1 in 5)
attempt("in object", lambda: 1 in object())

# Equality used by the fallbacks is identity first, then ==
class Eq:
    def __eq__(self, other):
        print("  Eq.__eq__")
        return True
nan = float("nan")
print(nan in [nan], Eq() in [1], Eq() in IterOnly())

# __call__
class Adder:
    def __init__(self, n): self.n = n
    def __call__(self, x, *, scale=1): return (self.n + x) * scale
add = Adder(2)
print(add(3), add(3, scale=10), callable(add), callable(Adder))
attempt("call bad kwarg", lambda: add(1, bogus=2))
attempt("call missing", lambda: add())
inst = Adder(1)
inst.__call__ = lambda: "instance attribute"
print(inst(5))
attempt("call non-callable", lambda: object()())
nothing = None
attempt("call None", lambda: nothing())
class CallIsNone:
    __call__ = None
attempt("__call__ = None", lambda: CallIsNone()())
print(callable(CallIsNone()))

# Context managers
class CM:
    def __init__(self, suppress=False): self.suppress = suppress
    def __enter__(self):
        print("  enter")
        return "resource"
    def __exit__(self, et, ev, tb):
        print("  exit", et.__name__ if et else None, ev, tb is not None)
        return self.suppress
with CM() as r:
    print("  body", r)
with CM(True):
    raise ValueError("suppressed")
try:
    with CM(False):
        raise KeyError("kept")
except KeyError as e:
    print(type(e).__name__, e)

class EnterOnly:
    def __enter__(self): return self
class ExitOnly:
    def __exit__(self, *a): pass
def use(manager):
    with manager:
        pass
    return "used"
attempt("enter only", lambda: use(EnterOnly()))
attempt("exit only", lambda: use(ExitOnly()))
attempt("int", lambda: use(5))

# __exit__ returning a truthy non-bool suppresses; __exit__ raising replaces
class Truthish:
    def __enter__(self): return self
    def __exit__(self, *a): return "yes"
with Truthish():
    1 / 0
print("suppressed by 'yes'")
class Raising:
    def __enter__(self): return self
    def __exit__(self, *a): raise RuntimeError("from exit")
try:
    with Raising():
        1 / 0
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)

# __enter__/__exit__ looked up on the type
class InstanceCM: pass
ic = InstanceCM()
ic.__enter__ = lambda: 1
ic.__exit__ = lambda *a: None
attempt("instance methods", lambda: use(ic))
