# getattr(), setattr(), hasattr() and delattr().

class Config:
    debug = False

    def __init__(self):
        self.name = "app"

c = Config()
print(getattr(c, "name"), getattr(c, "debug"), getattr(c, "missing", "fallback"),
      getattr(c, "missing", None))
setattr(c, "port", 8080)
setattr(c, "name", "renamed")
print(c.port, c.name, hasattr(c, "port"), hasattr(c, "nope"), hasattr(Config, "port"))
delattr(c, "port")
print(hasattr(c, "port"))

# Attribute names that are not identifiers work through these functions
setattr(c, "with space", 1)
setattr(c, "123", 2)
print(getattr(c, "with space"), getattr(c, "123"), sorted(vars(c)))

# Errors
for fn in (lambda: getattr(c, "missing"), lambda: getattr(c, 5), lambda: setattr(c, 5, 1),
           lambda: delattr(c, "missing"), lambda: hasattr(c, None), lambda: getattr(c),
           lambda: setattr(c, "x"), lambda: delattr(1, "real")):
    try:
        fn()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)

# getattr on modules, classes and builtins
print(getattr(Config, "debug"), getattr(str, "upper")("x"), getattr(5, "bit_length")())
print(getattr(__builtins__, "len")([1, 2]), hasattr(__builtins__, "print"))

# Dispatching by name
class Calculator:
    def op_add(self, a, b):
        return a + b

    def op_mul(self, a, b):
        return a * b

    def run(self, name, *args):
        method = getattr(self, "op_" + name, None)
        if method is None:
            return "unknown operation %r" % name
        return method(*args)

calc = Calculator()
print(calc.run("add", 2, 3), calc.run("mul", 4, 5), calc.run("pow", 2, 3))

# hasattr only swallows AttributeError
class Weird:
    @property
    def bad(self):
        raise ValueError("property failed")

try:
    hasattr(Weird(), "bad")
except ValueError as e:
    print(type(e).__name__, e)
print(getattr(Weird(), "missing", "default still works"))

# getattr with a default does not hide other exceptions
try:
    getattr(Weird(), "bad", "default")
except ValueError as e:
    print(type(e).__name__, e)

# Interned/str subclasses as names
class Name(str):
    pass

setattr(c, Name("sub"), "subclass name")
print(c.sub, getattr(c, Name("sub")))
