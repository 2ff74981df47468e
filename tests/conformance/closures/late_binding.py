# Closures see the variable, not the value at creation time.

def make_multipliers():
    return [lambda x: x * i for i in range(4)]

print([m(10) for m in make_multipliers()])

def make_multipliers_bound():
    return [lambda x, i=i: x * i for i in range(4)]

print([m(10) for m in make_multipliers_bound()])

def make_with_factory():
    def factory(i):
        return lambda x: x * i
    return [factory(i) for i in range(4)]

print([m(10) for m in make_with_factory()])

def rebinding_after_creation():
    value = "before"
    get = lambda: value
    value = "after"
    return get()

print(rebinding_after_creation())

def loop_closures():
    funcs = []
    for name in ["a", "b", "c"]:
        def show():
            return name
        funcs.append(show)
    name = "changed"
    return [f() for f in funcs]

print(loop_closures())

def while_closures():
    funcs = []
    n = 0
    while n < 3:
        funcs.append(lambda: n)
        n += 1
    return [f() for f in funcs]

print(while_closures())

# The cell is shared by all closures created in one call
def shared_cell():
    x = 0
    def read():
        return x
    def write(v):
        nonlocal x
        x = v
    return read, write

read, write = shared_cell()
print(read())
write(42)
print(read())
read2, write2 = shared_cell()
print(read2(), read())

# Closures observe changes to mutable objects
def observer():
    items = []
    return items.append, lambda: list(items)

add, snapshot = observer()
add(1)
add(2)
print(snapshot())

# Variable referenced before assignment in the enclosing function
def not_yet():
    def inner():
        return later
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    later = "now defined"
    return inner()

print(not_yet())
