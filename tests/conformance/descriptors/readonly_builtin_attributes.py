# Read-only attributes of builtin objects: CPython words the error by kind —
# "readonly attribute" for members, "attribute 'x' of 'T' objects is not
# writable" for getters without a setter, and TypeErrors for type objects.

def f(): pass
def gen(): yield
class Slotted:
    __slots__ = ("a",)
class Heap: pass

cases = [
    ("slice.start", slice(1, 2), "start"),
    ("slice.stop", slice(1, 2), "stop"),
    ("slice.step", slice(1, 2, 3), "step"),
    ("range.start", range(3), "start"),
    ("range.step", range(3), "step"),
    ("complex.real", 1j, "real"),
    ("complex.imag", 1j, "imag"),
    ("int.real", 1, "real"),
    ("int.numerator", 1, "numerator"),
    ("bool.imag", True, "imag"),
    ("float.real", 1.0, "real"),
    ("function.__closure__", f, "__closure__"),
    ("function.__globals__", f, "__globals__"),
    ("code.co_name", f.__code__, "co_name"),
    ("code.co_argcount", f.__code__, "co_argcount"),
    ("code.co_consts", f.__code__, "co_consts"),
    ("code.co_varnames", f.__code__, "co_varnames"),
    ("method.__func__", Heap().__init__, "__func__"),
    ("method.__self__", Heap().__init__, "__self__"),
    ("builtin method.__self__", [].append, "__self__"),
    ("builtin.__name__", len, "__name__"),
    ("property.fget", property(), "fget"),
    ("staticmethod.__func__", staticmethod(f), "__func__"),
    ("classmethod.__wrapped__", classmethod(f), "__wrapped__"),
    ("generator.gi_code", gen(), "gi_code"),
    ("generator.gi_running", gen(), "gi_running"),
    ("super.__thisclass__", super(int, 1), "__thisclass__"),
    ("super.__self__", super(int, 1), "__self__"),
    ("member.__name__", Slotted.a, "__name__"),
    ("member.__objclass__", Slotted.a, "__objclass__"),
    ("getset.__name__", type.__dict__["__dict__"], "__name__"),
    ("method_descriptor.__name__", list.append, "__name__"),
    ("wrapper_descriptor.__objclass__", int.__add__, "__objclass__"),
    ("method-wrapper.__self__", (1).__add__, "__self__"),
    ("dict_keys.mapping", {}.keys(), "mapping"),
    ("class.__base__", Heap, "__base__"),
    ("class.__mro__", Heap, "__mro__"),
    ("class.__basicsize__", Heap, "__basicsize__"),
    ("class.__dict__", Heap, "__dict__"),
    ("int.__name__", int, "__name__"),
    ("int.__mro__", int, "__mro__"),
    ("object.__doc__", object(), "__doc__"),
    ("str.x", "", "x"),
    ("ExceptionGroup.message", ExceptionGroup("m", [ValueError()]), "message"),
    ("ExceptionGroup.exceptions", ExceptionGroup("m", [ValueError()]), "exceptions"),
]
for label, obj, attr in cases:
    for action in ("set", "del"):
        try:
            if action == "set":
                setattr(obj, attr, 5)
            else:
                delattr(obj, attr)
            print(label, action, "-> allowed")
        except (AttributeError, TypeError) as e:
            print(label, action, "->", type(e).__name__, e)

# Writable attributes of the same objects, for contrast
f.__name__ = "renamed"
f.__doc__ = "doc"
f.__module__ = None
print(f.__name__, f.__doc__, f.__module__)
try:
    f.__name__ = 3
except TypeError as e:
    print(type(e).__name__, e)
try:
    f.__code__ = None
except TypeError as e:
    print(type(e).__name__, e)
try:
    f.__defaults__ = [1]
except TypeError as e:
    print(type(e).__name__, e)
e = ValueError("x")
e.args = [1, 2]
print(e.args, type(e.args).__name__)
s = StopIteration(1)
s.value = 2
del s.value
print(s.value)
