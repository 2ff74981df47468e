# __closure__ cells: contents, sharing, and the empty-cell error.

def outer():
    a = 1
    b = [2]
    def inner():
        return a, b
    return inner

f = outer()
print(f.__code__.co_freevars)
print([type(c).__name__ for c in f.__closure__])
print([c.cell_contents for c in f.__closure__])
f.__closure__[1].cell_contents.append(3)
print(f())

# Writing cell_contents changes what the closure sees
f.__closure__[0].cell_contents = 100
print(f())

def empty_cell():
    def inner():
        return late
    cell = inner.__closure__[0]
    try:
        cell.cell_contents
    except ValueError as e:
        print(type(e).__name__, e)
    late = "set"
    print(cell.cell_contents)
    return inner

print(empty_cell()())

# Two closures share one cell object
def pair():
    x = 0
    def a():
        return x
    def b():
        return x
    return a, b

a, b = pair()
print(a.__closure__[0] is b.__closure__[0])
a2, _ = pair()
print(a.__closure__[0] is a2.__closure__[0])

# Functions without free variables have no closure
def plain():
    return 1

print(plain.__closure__, plain.__code__.co_freevars)

# Parameters captured by inner functions become cell variables
def with_param(p):
    def get():
        return p
    return get

print(with_param.__code__.co_cellvars, with_param("param value")())

# Comparisons between cells compare their contents
def two_cells():
    x = 5
    y = 5
    def f():
        return x, y
    return f.__closure__

c1, c2 = two_cells()
print(c1 == c2, c1.cell_contents == c2.cell_contents)

# Class bodies: methods close over __class__ when they use super() or __class__
class K:
    def who(self):
        return __class__.__name__
    def plain(self):
        return 1

print(K().who(), K.who.__code__.co_freevars, K.plain.__code__.co_freevars)
print(K.who.__closure__[0].cell_contents is K)
