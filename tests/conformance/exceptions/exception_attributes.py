# Attributes of exception objects: args, str/repr, and specific fields.

samples = [
    Exception(),
    Exception("one"),
    Exception("one", 2),
    ValueError(""),
    KeyError("k"),
    KeyError("k", "v"),
    KeyError(),
    IndexError(3),
    StopIteration(10),
    SystemExit(2),
    SystemExit(),
    SystemExit("msg", 1),
    AttributeError("attr"),
    NameError("nm"),
    ZeroDivisionError("zero"),
    UnicodeError("u"),
    OSError(2, "No such file"),
    OSError("plain"),
    RecursionError("deep"),
    NotImplementedError("later"),
]

for e in samples:
    print("%-20s args=%-22r str=%-20r repr=%r" % (type(e).__name__, e.args, str(e), e))

print(StopIteration(10).value, StopIteration().value)
print(SystemExit(2).code, SystemExit().code, SystemExit("a", "b").code)
print(OSError(2, "No such file").errno, OSError(2, "No such file").strerror)
print(OSError("plain").errno)

# AttributeError and NameError carry name/obj
try:
    "text".nope
except AttributeError as e:
    print(e.name, e.obj)
try:
    undefined_thing
except NameError as e:
    print(e.name)

# args is always a tuple and can be replaced
e = ValueError("a")
e.args = ["x", "y"]
print(e.args, type(e.args).__name__, str(e))
e.args = ()
print(repr(str(e)))

# Custom attributes on exception instances
e = RuntimeError("with extra")
e.code = 500
e.details = {"path": "/x"}
print(e.code, e.details, str(e))

# __traceback__ is None before raising and set after
e = ValueError("tb")
print(e.__traceback__)
try:
    raise e
except ValueError as caught:
    tb = caught.__traceback__
    print(type(tb).__name__, tb.tb_lineno > 0, tb.tb_next)

# with_traceback returns the same exception
e2 = KeyError("wt")
print(e2.with_traceback(None) is e2)

# Notes (add_note) are kept in __notes__
e = ValueError("noted")
e.add_note("first note")
e.add_note("second note")
print(e.__notes__)
try:
    e.add_note(42)
except TypeError as err:
    print(type(err).__name__, err)
