# The `except ... as name` variable is unbound when the handler ends.

def handler():
    e = "before"
    try:
        raise ValueError("inside")
    except ValueError as e:
        inside = str(e)
    try:
        return inside, e
    except UnboundLocalError as err:
        return inside, "%s: %s" % (type(err).__name__, err)

print(handler())

# At module level it becomes a NameError
try:
    raise KeyError("k")
except KeyError as module_err:
    saved = module_err
try:
    module_err
except NameError as e:
    print(type(e).__name__, e)
print(repr(saved))

# The deletion happens even when the handler returns or breaks
def returns_from_handler():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        return type(exc).__name__

print(returns_from_handler())

for attempt in range(2):
    try:
        raise IndexError(attempt)
    except IndexError as loop_err:
        if attempt == 1:
            break
try:
    loop_err
except NameError as e:
    print("after break:", type(e).__name__)

# A closure referencing the except variable sees it deleted
def closure_over_except_var():
    try:
        raise RuntimeError("captured")
    except RuntimeError as err:
        get = lambda: err
        first = get()
    try:
        get()
    except NameError as e:
        return repr(first), type(e).__name__, str(e)

print(closure_over_except_var())

# except* variables are unbound afterwards as well
try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as group_var:
    pass
print("group_var" in globals())
