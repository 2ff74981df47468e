# Generator expressions are lazy, single-use and evaluate the first iterable early.

log = []

def source(n):
    for i in range(n):
        log.append("produce %d" % i)
        yield i

def square(x):
    log.append("square %d" % x)
    return x * x

gen = (square(x) for x in source(3))
print(type(gen).__name__, log)
print(next(gen), log)
log.clear()
print(list(gen), log)
print(list(gen))

# The outermost iterable is evaluated immediately (errors surface early)
try:
    gen = (x for x in 5)
except TypeError as e:
    print("eager error:", type(e).__name__, e)

# Inner iterables and conditions are evaluated lazily
def bad_inner():
    raise ValueError("inner evaluated")

gen = (y for x in [1] for y in bad_inner())
print("created lazily")
try:
    next(gen)
except ValueError as e:
    print(type(e).__name__, e)

# Generator expressions as sole function arguments need no extra parentheses
print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "abc", "ab"]))
print("-".join(str(i) for i in range(5)))
print(sorted((c for c in "generator"), reverse=True))
print(any(x > 3 for x in [1, 2, 5]), all(x > 0 for x in []))

# Short-circuiting consumers stop pulling
log.clear()
print(any(square(x) > 3 for x in range(100)), log)

# Nested generator expressions
matrix = [[1, 2], [3, 4], [5, 6]]
flat = (v for row in matrix for v in row if v % 2)
print(list(flat))
transposed = (tuple(row[i] for row in matrix) for i in range(2))
print(list(transposed))

# Name and qualname of a generator expression
gen = (x for x in [])
print(gen.__name__, gen.__qualname__)

def in_function():
    return (x for x in [])

print(in_function().__qualname__)

# Pipelines of generators
numbers = range(1, 20)
evens = (n for n in numbers if n % 2 == 0)
squared = (n * n for n in evens)
limited = (n for n in squared if n < 200)
print(list(limited))
