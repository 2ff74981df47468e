# Exception chaining: __context__, __cause__, __suppress_context__.

def describe(e):
    parts = []
    while e is not None:
        parts.append("%s(%s) cause=%s ctx=%s suppress=%s" % (
            type(e).__name__, e, type(e.__cause__).__name__ if e.__cause__ else None,
            type(e.__context__).__name__ if e.__context__ else None, e.__suppress_context__))
        e = e.__cause__ or e.__context__
    return parts

# Implicit chaining
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    for line in describe(e):
        print(line)

print()
# Explicit chaining with from
try:
    try:
        {}["key"]
    except KeyError as original:
        raise RuntimeError("lookup failed") from original
except RuntimeError as e:
    for line in describe(e):
        print(line)

print()
# from None suppresses the context but keeps it
try:
    try:
        int("x")
    except ValueError:
        raise TypeError("conversion failed") from None
except TypeError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

# from with a class creates an instance
try:
    raise IndexError("idx") from KeyError
except IndexError as e:
    print(type(e.__cause__).__name__, repr(e.__cause__.args))

# Invalid cause
try:
    raise ValueError("x") from 5
except TypeError as e:
    print(type(e).__name__, e)

# Three-level chain
def level3():
    raise KeyError("level3")

def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError("level2") from e

def level1():
    try:
        level2()
    except ValueError:
        raise RuntimeError("level1")

try:
    level1()
except RuntimeError as e:
    print()
    for line in describe(e):
        print(line)

# The context is not set to the exception itself
try:
    try:
        raise ValueError("same")
    except ValueError as e:
        raise e
except ValueError as e:
    print(e.__context__ is None)

# Setting attributes by hand
e = ValueError("manual")
e.__cause__ = KeyError("k")
print(e.__suppress_context__, type(e.__cause__).__name__)
try:
    e.__cause__ = "not an exception"
except TypeError as err:
    print(type(err).__name__, err)
e.__context__ = None
print(e.__context__)
