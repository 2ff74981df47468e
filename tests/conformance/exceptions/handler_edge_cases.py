# Unusual except clauses and exceptions raised inside handlers.

# Catching a non-exception class is a TypeError raised when the clause is tried
try:
    try:
        raise ValueError("v")
    except int:
        print("never")
except TypeError as e:
    print(type(e).__name__, e)

# ... but a non-matching valid clause before it makes no difference
try:
    try:
        raise ValueError("v")
    except (KeyError, "not a class"):
        print("never")
except TypeError as e:
    print(type(e).__name__, e)

# If the exception matches an earlier clause, the bad clause is never evaluated
try:
    raise ValueError("v")
except ValueError:
    print("matched before the bad clause")
except 42:
    print("never")

# An exception raised in a handler gets the handled one as context
try:
    try:
        raise KeyError("first")
    except KeyError:
        raise IndexError("second")
except IndexError as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))

# Nested handlers: the inner exception does not replace the outer one
try:
    raise ValueError("outer")
except ValueError as outer:
    try:
        raise TypeError("inner")
    except TypeError as inner:
        print("inner", inner, "context", repr(inner.__context__))
    print("outer still", outer)

# A handler that handles and continues: the context is cleared after the block
def after_handler():
    try:
        raise ValueError("handled")
    except ValueError:
        pass
    try:
        raise KeyError("new")
    except KeyError as e:
        return repr(e.__context__)

print(after_handler())

# Exception class evaluated at catch time from a function call
def pick():
    print("  evaluating clause expression")
    return LookupError

try:
    {}["x"]
except pick() as e:
    print("caught via computed clause:", type(e).__name__)

# Empty tuple catches nothing
try:
    try:
        raise ValueError
    except ():
        print("never")
except ValueError:
    print("empty tuple catches nothing")

# Catching with a subclass of a tuple member
class Special(KeyError):
    pass

try:
    raise Special("s")
except (IndexError, KeyError) as e:
    print("tuple with base caught", type(e).__name__)

# Deleting the exception name inside the handler is allowed
try:
    raise ValueError("x")
except ValueError as gone:
    del gone
print("handler finished after del")
