# Unusual but legal comprehension forms and their errors.

# Iterating over an iterator shared between clauses
it = iter(range(6))
print([(a, b) for a in it for b in [next(it)]])

# Modifying the source list while iterating (the comprehension sees changes)
src = [1, 2, 3]
out = []
try:
    out = [src.append(x) or x for x in src if len(src) < 6]
except Exception as e:
    print(type(e).__name__, e)
print(out, src)

# Comprehension over the characters of a string
print([ord(c) - ord("a") for c in "hello"])

# Empty results and empty iterables
print([x for x in range(10) if False], {x: x for x in ()}, {x for x in ""})

# Using a comprehension result as its own input later
fib = [0, 1]
[fib.append(fib[-1] + fib[-2]) for _ in range(10)]
print(fib)

# Tuple targets with star in comprehension
records = [(1, "a", "b", "c"), (2,), (3, "z")]
print([(n, len(rest)) for n, *rest in records])

# Exceptions inside conditions propagate
def cond(x):
    if x == 2:
        raise KeyError("cond failed at %d" % x)
    return True

try:
    [x for x in range(4) if cond(x)]
except KeyError as e:
    print(type(e).__name__, e)

# Non-iterable source
try:
    [x for x in 42]
except TypeError as e:
    print(type(e).__name__, e)
try:
    [x for x in range(2) for y in None]
except TypeError as e:
    print(type(e).__name__, e)

# Unpacking mismatch
try:
    [a + b for a, b in [(1, 2), (3,)]]
except ValueError as e:
    print(type(e).__name__, e)

# Lambdas created in a comprehension, with the loop value bound as a default
adders = [(lambda y, x=x: x + y) for x in range(3)]
print([f(10) for f in adders])

# Conditional expressions in iterables
flag = False
print([x for x in (range(3) if flag else "abc")])

# Very long comprehension result
big = [i for i in range(100000) if i % 9999 == 0]
print(big, len([0 for _ in range(50000)]))
