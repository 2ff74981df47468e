# Closures created inside comprehensions and generator expressions.

funcs = [lambda: n for n in range(3)]
print([f() for f in funcs])

funcs = [(lambda n=n: n) for n in range(3)]
print([f() for f in funcs])

def outer():
    base = 100
    return [lambda x, k=k: base + k + x for k in range(3)]

print([f(1) for f in outer()])

# A generator expression captures the enclosing variables lazily
def lazy():
    factor = 2
    gen = (x * factor for x in range(4))
    factor = 10
    return list(gen)

print(lazy())

# The first iterable is evaluated immediately, the rest lazily
def first_iterable_eager():
    items = [1, 2, 3]
    gen = (x for x in items)
    items = ["replaced"]
    return list(gen)

print(first_iterable_eager())

def nested_comprehension_closure():
    rows = 3
    return [[(lambda r=r, c=c: (r, c))() for c in range(r)] for r in range(rows)]

print(nested_comprehension_closure())

# Dict and set comprehensions with closures
def dict_of_funcs():
    return {name: (lambda s=suffix: name_upper(s)) for name, suffix in [("a", "!"), ("b", "?")]}

def name_upper(s):
    return "X" + s

print({k: f() for k, f in dict_of_funcs().items()})

# A closure inside a comprehension reads a variable of the enclosing function
def scale_all(values, factor):
    return [(lambda v: v * factor)(v) for v in values]

print(scale_all([1, 2, 3], 7))

# nonlocal from a function defined inside a comprehension's element
def counter_in_comprehension():
    count = 0
    def bump():
        nonlocal count
        count += 1
        return count
    return [bump() for _ in range(4)], count

print(counter_in_comprehension())
