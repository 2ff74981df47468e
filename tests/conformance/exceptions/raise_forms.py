# The raise statement: classes, instances, re-raise, and invalid raises.

def attempt(fn):
    try:
        fn()
    except BaseException as e:
        print("%s: args=%r str=%r" % (type(e).__name__, e.args, str(e)))

def raise_class():
    raise ValueError

def raise_instance():
    raise ValueError("message", 42)

def raise_no_args_instance():
    raise KeyError()

def reraise():
    try:
        raise IndexError("original")
    except IndexError:
        raise

def reraise_modified():
    try:
        raise IndexError("original")
    except IndexError as e:
        e.args = ("modified",)
        raise

def raise_non_exception():
    raise 42

def raise_non_exception_class():
    raise int

def raise_none():
    raise None

def bare_raise_outside_handler():
    raise

for fn in (raise_class, raise_instance, raise_no_args_instance, reraise, reraise_modified,
           raise_non_exception, raise_non_exception_class, raise_none,
           bare_raise_outside_handler):
    print(fn.__name__, end=" -> ")
    attempt(fn)

# A class whose constructor fails while being raised
class Picky(Exception):
    def __init__(self):
        raise TypeError("constructor failed")

print("raise Picky", end=" -> ")
attempt(lambda: (_ for _ in ()).throw(Picky))

def raise_picky():
    raise Picky

print("raise_picky", end=" -> ")
attempt(raise_picky)

# Raising an exception stored in a variable, twice
stored = RuntimeError("reused")
for i in range(2):
    try:
        raise stored
    except RuntimeError as e:
        print(i, e is stored, e)

# Re-raise after handling in a nested function keeps the active exception
def nested_reraise():
    try:
        raise LookupError("outer problem")
    except LookupError:
        def helper():
            raise
        try:
            helper()
        except LookupError as e:
            return "helper re-raised: %s" % e

print(nested_reraise())

# raise inside finally with no active exception
def finally_raise():
    try:
        return "never"
    finally:
        raise ValueError("from finally")

attempt(finally_raise)
