# Functions that share one code object but differ in closure cells,
# defaults and globals, called at a single warmed site: a call cached for one
# function object must not run with another's cells or defaults. Cells are
# also rebound (nonlocal) between calls.


def make_adder(k):
    def add(x):
        return x + k
    return add


def make_counter():
    count = 0

    def step(by=1):
        nonlocal count
        count += by
        return count
    return step


def call_with(f, arg):
    return f(arg)


adders = [make_adder(k) for k in range(10)]
print(len({a.__code__ for a in adders}), "code object(s) for", len(adders), "functions")
for i in range(300):
    call_with(adders[0], i)

print([call_with(a, 100) for a in adders])
total = 0
for i in range(1000):
    total += call_with(adders[i % 10], i)
print(total)

# Counters: same code, separate cells; one of them rebinds its cell a lot.
c1, c2 = make_counter(), make_counter()
for i in range(300):
    call_with(c1, 1)
print(call_with(c1, 0), call_with(c2, 0), call_with(c2, 5), call_with(c1, -300))

# Defaults differ between functions built from the same def.
def make_scaled(factor):
    def scaled(x, f=factor):
        return x * f
    return scaled


scalers = [make_scaled(k) for k in (1, 2, 3)]
for i in range(300):
    call_with(scalers[0], i)
print([call_with(s, 7) for s in scalers], [s(7, 10) for s in scalers])
scalers[1].__defaults__ = (100,)
print([call_with(s, 7) for s in scalers])

# The cell of a closure changed by the enclosing function after creation.
def late_binding():
    fs = []
    for k in range(3):
        fs.append(lambda: k)
    first = [f() for f in fs]
    k = "rebound"
    return first, [f() for f in fs]


print(late_binding())

# A closure replaced by a function built with another closure tuple.
FunctionType = type(make_adder)
base = make_adder(1)
other_cells = make_adder(1000).__closure__
clone = FunctionType(base.__code__, globals(), "clone", None, other_cells)
for i in range(300):
    call_with(base, 1)
print(call_with(base, 1), call_with(clone, 1), clone.__name__)
try:
    FunctionType(base.__code__, globals(), "bad", None, None)
except TypeError as e:
    print("TypeError:", e)

# Closure cells that are deleted: NameError message for a free variable.
def make_deleter():
    value = "v"

    def read():
        return value

    def drop():
        nonlocal value
        del value
    return read, drop


read, drop = make_deleter()
for i in range(300):
    read()
drop()
try:
    read()
except NameError as e:
    print("NameError:", e)
