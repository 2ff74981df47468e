# Evaluation order of operands, arguments, subscripts, and assignment targets.

trace = []

def f(name, value=None):
    trace.append(name)
    return value if value is not None else name

def show():
    print(" ".join(trace))
    trace.clear()

# Binary operators: left then right.
f("a", 1) + f("b", 2) * f("c", 3)
show()

# Call: function, then positional args, then keyword args in source order.
def g(*args, **kwargs):
    return args, kwargs

f("func", g)(f("p1"), f("p2"), k1=f("k1"), k2=f("k2"))
show()

# Subscription: container, then index.
f("container", [1, 2, 3])[f("index", 1)]
show()

# Assignment: right side first, then targets left to right.
class Obj:
    pass

o = Obj()
d = {}
f("target-obj", o).attr = f("value", 5)
show()
d[f("key")] = f("val")
show()

# Multiple targets: assigned left to right.
class Recorder:
    def __setitem__(self, k, v):
        trace.append("set %s" % k)

r = Recorder()
r["first"] = r["second"] = f("rhs")
show()

# Dict display: key then value, pair by pair.
{f("k1"): f("v1"), f("k2"): f("v2")}
show()

# Augmented assignment on subscript: container and index once.
lst = [0, 0]
f("list", lst)[f("i", 1)] += f("inc", 5)
show()
print(lst)

# Chained comparison evaluates the middle once.
f("x", 1) < f("y", 2) < f("z", 3)
show()

# Conditional expression
f("then") if f("cond", True) else f("else")
show()

# Tuple, list, set displays: left to right
(f("t1"), f("t2")), [f("l1"), f("l2")]
show()

# Slice parts: container, start, stop, step
f("seq", "abcdef")[f("lo", 1):f("hi", 5):f("st", 2)]
show()

# Star arguments are expanded in order with normal ones
g(f("a"), *f("star", [1]), f("b"), **f("dstar", {"z": 1}))
show()
