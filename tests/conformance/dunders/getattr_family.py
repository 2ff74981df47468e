# __getattr__, __getattribute__, __setattr__ and __delattr__ together, plus
# the generic attribute functions and their errors.

class Recorder:
    def __init__(self):
        object.__setattr__(self, "log", [])

    def __getattribute__(self, name):
        if name not in ("log", "__dict__", "__class__"):
            object.__getattribute__(self, "log").append("get " + name)
        if name == "boom":
            raise KeyError("not an AttributeError")
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        self.log.append("getattr " + name)
        if name.startswith("auto_"):
            return name[5:]
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")

    def __setattr__(self, name, value):
        self.log.append("set " + name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)

r = Recorder()
r.a = 1
print(r.a, r.auto_value)
try:
    r.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    r.boom
except KeyError as e:
    print(type(e).__name__, e)
del r.a
try:
    del r.a
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(r, "nope", "default"), hasattr(r, "auto_x"), hasattr(r, "zzz"))
print(r.log)

# Special method lookup bypasses __getattribute__ and __getattr__
class Sneaky:
    def __getattr__(self, name):
        print("  __getattr__", name)
        return lambda *a: 42
s = Sneaky()
try:
    len(s)
except TypeError as e:
    print(type(e).__name__, e)
print(s.__len__())

# getattr/setattr/delattr/hasattr argument errors
def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, AttributeError) as e:
        print(label, "->", type(e).__name__, e)

attempt("getattr int name", lambda: getattr(r, 1))
attempt("setattr int name", lambda: setattr(r, 1, 2))
attempt("delattr int name", lambda: delattr(object(), 1))
attempt("hasattr int name", lambda: hasattr(r, 1))
attempt("getattr too few", lambda: getattr(r))
attempt("object attr", lambda: setattr(object(), "x", 1))
attempt("int attr", lambda: setattr(5, "x", 1))
attempt("del int attr", lambda: delattr(5, "real"))
attempt("del missing", lambda: delattr(Recorder, "nothing"))
attempt("builtin type attr", lambda: setattr(int, "x", 1))
attempt("builtin type del", lambda: delattr(list, "append"))
attempt("object.__setattr__ on type", lambda: object.__setattr__(int, "x", 1))
attempt("object.__setattr__ bad self", lambda: object.__setattr__(1, "x", 1))
attempt("object.__getattribute__ name", lambda: object.__getattribute__(r, 5))
attempt("str subclass name", lambda: getattr(r, type("S", (str,), {})("auto_sub")))

# __getattribute__ on the class affects instances only
class Meta(type):
    def __getattr__(cls, name):
        return "meta " + name
class WithMeta(metaclass=Meta):
    def __getattr__(self, name):
        return "instance " + name
print(WithMeta.foo, WithMeta().foo)

# __setattr__ that refuses
class Frozen:
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set {name!r}")
    __delattr__ = __setattr__
try:
    Frozen().x = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del Frozen().x
except TypeError as e:
    print(type(e).__name__, e)

# Setting attributes on a class goes through the metaclass
class LoudMeta(type):
    def __setattr__(cls, name, value):
        print("  class attribute", name, "=", value)
        super().__setattr__(name, value)
class Loud(metaclass=LoudMeta): pass
Loud.x = 1
print(Loud.x)
