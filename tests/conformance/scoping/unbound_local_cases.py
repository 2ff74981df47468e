# The many ways to trigger UnboundLocalError, each caught and printed.

count = 10

def attempt(fn):
    try:
        return fn()
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)

def read_then_assign():
    print_value = count
    count = 5
    return print_value

def augmented():
    count += 1
    return count

def in_loop():
    for i in range(2):
        if i == 0:
            return total
        total = i

def after_del():
    local = 1
    del local
    return local

def conditional():
    if False:
        maybe = 1
    return maybe

def in_except():
    try:
        pass
    except Exception as problem:
        pass
    return problem

def in_with_target():
    class CM:
        def __enter__(self):
            raise RuntimeError("enter failed")
        def __exit__(self, *a):
            return False
    try:
        with CM() as bound:
            pass
    except RuntimeError:
        pass
    return bound

for fn in (read_then_assign, augmented, in_loop, after_del, conditional, in_except, in_with_target):
    print(fn.__name__, "->", attempt(fn))

print(issubclass(UnboundLocalError, NameError))

# The fix in each case: global, nonlocal, or initialisation
def fixed():
    global count
    count += 1
    return count

print(fixed(), count)
