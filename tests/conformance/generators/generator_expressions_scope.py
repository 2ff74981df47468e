# Scoping rules of generator expressions inside functions and classes.

x = "global"

def func():
    x = "local"
    return list(x + str(i) for i in range(2))

print(func())

class Cls:
    x = "class"
    items = list(i for i in range(3))
    try:
        bad = list(x for i in range(2))
    except NameError as e:
        error = "%s: %s" % (type(e).__name__, e)
    first_iter = list(c for c in x)

print(Cls.items, Cls.first_iter)
print(getattr(Cls, "bad", None), getattr(Cls, "error", None))

# The iteration variable does not leak
gen = (leak for leak in range(3))
list(gen)
try:
    leak
except NameError as e:
    print(type(e).__name__, e)

# Nested generators with multiple for clauses and conditions
pairs = list((a, b) for a in range(4) if a % 2 == 0 for b in range(a) if b != 1)
print(pairs)

# Variables from the enclosing function are looked up at iteration time
def late():
    n = 1
    g = (n * i for i in range(3))
    n = 10
    return list(g)

print(late())

# A generator expression closes over a loop variable of the function
def per_row():
    rows = []
    for r in range(3):
        rows.append(list(r * 10 + c for c in range(2)))
    return rows

print(per_row())

# Generator expressions inside lambdas
summer = lambda xs: sum(v for v in xs if v > 0)
print(summer([1, -2, 3]))
