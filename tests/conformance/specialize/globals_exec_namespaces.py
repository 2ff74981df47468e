# One code object run with several globals dicts: functions created by exec
# in fresh namespaces, functions rebuilt with type(f)(code, other_globals),
# and a namespace whose __builtins__ is a different dict. A global or builtin
# lookup cached for one namespace must not answer for another.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


SOURCE = """
def compute(x):
    return x + offset + len("ab")
"""

ns_a = {"offset": 100}
ns_b = {"offset": 200}
exec(SOURCE, ns_a)
exec(SOURCE, ns_b)
fa = ns_a["compute"]
fb = ns_b["compute"]

out = []
for i in range(400):
    if i == 150:
        ns_a["offset"] = 1000
    elif i == 250:
        ns_b["len"] = lambda s: 50000
    elif i == 300:
        del ns_a["offset"]
    elif i == 350:
        ns_a["offset"] = -1
        del ns_b["len"]
    try:
        out.append("%s/%s" % (fa(1), fb(1)))
    except NameError as e:
        out.append("NameError(%s)" % e)
print(runs(out))

# The same code object bound to other globals with the function type.
FunctionType = type(fa)
offset = 7
fc = FunctionType(fa.__code__, globals(), "compute_here")
fd = FunctionType(fa.__code__, {"offset": 8, "__builtins__": {"len": lambda s: 900}})
results = []
for i in range(300):
    if i == 200:
        offset = 70
    results.append((fa(0), fc(0), fd(0)))
print(runs(results))
print(fc.__name__, fd.__name__, fc.__code__ is fd.__code__)

# A restricted __builtins__ without len: NameError from the same code.
fe = FunctionType(fa.__code__, {"offset": 0, "__builtins__": {}})
try:
    fe(1)
except NameError as e:
    print("NameError:", e)

# exec of a loop directly in a namespace dict, rerun with another namespace.
LOOP = """
total = 0
for k in range(300):
    total += step * k
"""
n1 = {"step": 1}
n2 = {"step": 2, "range": lambda n: [10] * 3}
for ns in (n1, n2, n1):
    exec(LOOP, ns)
    print(ns["total"])

# Module-level code run with a globals dict whose entries change between runs.
code = compile("value = base * 2 + str(len(base))", "<generated>", "exec")
env = {"base": "xy"}
for i in range(300):
    if i == 100:
        env["base"] = "xyz"
    elif i == 200:
        env["len"] = lambda s: "shadow-"
    exec(code, env)
    if i in (99, 100, 199, 200, 299):
        print(i, env["value"])

# Copies of a warmed globals dict (same keys, same order, so any layout
# information is identical) bound to the same code: each function must
# read its own dict.
SRC = "def pair():\n    return (x, len('ab'))\n"
base_ns = {"x": 1}
exec(SRC, base_ns)
p1 = base_ns["pair"]
for i in range(300):
    p1()
copy_ns = dict(base_ns)
copy_ns["x"] = 2
shadow_ns = base_ns.copy()
shadow_ns["len"] = lambda s: "shadow"
missing_ns = {**base_ns}
del missing_ns["x"]
p2 = FunctionType(p1.__code__, copy_ns)
p3 = FunctionType(p1.__code__, shadow_ns)
p4 = FunctionType(p1.__code__, missing_ns)
pairs = []
for i in range(300):
    pairs.append((p1(), p2(), p3()))
print(pairs[0], pairs[-1], len(set(pairs)))
try:
    p4()
except NameError as e:
    print("NameError:", e)

# The same for instance dicts copied from a warmed instance, and for a
# module whose dict was filled from another module's.
class Rec:
    pass


a = Rec()
a.p, a.q = 1, 2


def read_q(o):
    return o.q


for i in range(300):
    read_q(a)
b = Rec()
b.__dict__ = dict(a.__dict__)
b.q = "b's q"
c = Rec()
c.__dict__ = a.__dict__.copy()
del c.__dict__["p"]
print(read_q(a), read_q(b), read_q(c))
