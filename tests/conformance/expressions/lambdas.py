# Lambda expressions: defaults, closures, keyword-only, varargs, nesting.

add = lambda a, b=10: a + b
print(add(1), add(1, 2), add(b=3, a=4))
print(add.__name__, add.__qualname__)

variadic = lambda *args, **kw: (args, sorted(kw.items()))
print(variadic(1, 2, x=3, a=4))

kwonly = lambda a, *, scale=2: a * scale
print(kwonly(5), kwonly(5, scale=3))
try:
    kwonly(5, 3)
except TypeError as e:
    print(type(e).__name__, e)

posonly = lambda a, b, /, c: (a, b, c)
print(posonly(1, 2, c=3))

# Closures capture variables, not values
funcs = [lambda: i for i in range(3)]
print([fn() for fn in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([fn() for fn in funcs])

# Nested lambdas / currying
curry = lambda a: lambda b: lambda c: a * 100 + b * 10 + c
print(curry(1)(2)(3))

# As sort keys
people = [("ann", 31), ("bob", 25), ("cid", 31), ("dee", 19)]
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(list(map(lambda p: p[0].upper(), people)))
print(list(filter(lambda p: p[1] > 20, people)))

# Lambda in default arguments and conditional bodies
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
classify = lambda n: "even" if n % 2 == 0 else "odd"
print([classify(n) for n in range(4)])

# A lambda returning a tuple and one with no arguments
pair = lambda: (1, 2)
print(pair(), (lambda: None)())
print((lambda *a: len(a))(), (lambda *a: len(a))(*range(7)))

# Recursion through a name bound later
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(20))
print(type(fact).__name__, callable(fact))
