# Every statement form that binds a name makes it local to a function.

class Ctx:
    def __enter__(self):
        return "ctx value"

    def __exit__(self, *exc):
        return False

def safe_bindings():
    a = 1
    b: int = 2
    for c in range(1):
        pass
    with Ctx() as d:
        pass
    try:
        raise ValueError
    except ValueError as e_unused:
        pass
    def f():
        pass
    class K:
        pass
    (g := 7)
    h, *i = "hij"
    [j] = ["j"]
    k = l = "chained"
    del a
    return sorted(locals())

print(safe_bindings())

# Each of these makes the name local even if the binding never executes
def never_executed_bindings():
    if False:
        for x1 in ():
            pass
        with Ctx() as x2:
            pass
        def x3():
            pass
        class x4:
            pass
        (x5 := 1)
    checks = []
    try:
        x1
    except UnboundLocalError:
        checks.append("x1")
    try:
        x2
    except UnboundLocalError:
        checks.append("x2")
    try:
        x3
    except UnboundLocalError:
        checks.append("x3")
    try:
        x4
    except UnboundLocalError:
        checks.append("x4")
    try:
        x5
    except UnboundLocalError:
        checks.append("x5")
    return checks

print(never_executed_bindings())

# del of a local makes it unbound again, and del of an unbound local fails
def del_twice():
    v = 1
    del v
    try:
        del v
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)

print(del_twice())

# A name bound by a nested function's parameter does not affect the outer scope
def outer():
    p = "outer p"
    def inner(p):
        return p
    return inner("param"), p

print(outer())
