# Scoping of comprehensions as CPython 3.13 makes it observable (PEP 709 inlining
# must not change the visible behaviour).

x = "module x"
result = [x for x in range(3)]
print(result, x)

def func():
    y = "function y"
    items = [y + str(i) for i in range(2)]
    return items, y

print(func())

# The iteration variable is not visible after the comprehension
def no_leak():
    [i for i in range(5)]
    try:
        return i
    except NameError as e:
        return "%s: %s" % (type(e).__name__, e)

print(no_leak())

# The same name as a local outside is not clobbered
def keeps_outer():
    n = "kept"
    squares = [n * n for n in range(4)]
    return n, squares

print(keeps_outer())

# locals() inside a function with a comprehension
def with_locals():
    a = 1
    data = [a + b for b in range(2)]
    return sorted(locals())

print(with_locals())

# Comprehensions in class bodies cannot see class variables (except the first iterable)
class Config:
    base = [1, 2, 3]
    factor = 10
    doubled = [v * 2 for v in base]
    try:
        scaled = [v * factor for v in base]
    except NameError as e:
        scaled = "%s: %s" % (type(e).__name__, e)

print(Config.doubled, Config.scaled)

# Walrus in a comprehension binds in the containing function scope
def walrus_scope():
    values = [last := v for v in range(4)]
    return values, last

print(walrus_scope())

# Nested comprehension: inner can see outer's variable
print([[(i, j) for j in range(i)] for i in range(3)])

# A closure created inside a comprehension captures per-iteration values only via defaults
fs = [lambda: i for i in range(3)]
print([f() for f in fs])

# Name resolution of globals inside comprehensions at module level
total = 100
print([total + i for i in range(2)])

def shadow_builtin():
    return [len for len in range(3)], len("abc")

print(shadow_builtin())
