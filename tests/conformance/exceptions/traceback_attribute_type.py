# __traceback__ accepts only real traceback objects or None: a class that is
# merely *named* "traceback" is refused, a caught exception's traceback kept.
class traceback:
    pass


e = ValueError("x")
for candidate in (traceback(), 42, "tb"):
    try:
        e.__traceback__ = candidate
    except TypeError as error:
        print(type(candidate).__name__, "->", type(error).__name__, error)
try:
    del e.__traceback__
except TypeError as error:
    print("del ->", type(error).__name__, error)
try:
    raise e
except ValueError as caught:
    tb = caught.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next)
e2 = KeyError("k")
e2.__traceback__ = tb
print(e2.__traceback__ is tb)
e2.__traceback__ = None
print(e2.__traceback__)
