# Generator functions: laziness, next(), StopIteration, exhaustion.

def countdown(n):
    print("  starting countdown from", n)
    while n > 0:
        yield n
        n -= 1
    print("  countdown done")

g = countdown(3)
print(type(g).__name__, g.__name__, g.__qualname__)
print("created, nothing run yet")
print(next(g))
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print(type(e).__name__, e.args, e.value)
try:
    next(g)
except StopIteration as e:
    print("again:", type(e).__name__)
print(next(g, "default after exhaustion"))

print(list(countdown(4)))
print(sum(countdown(10)), max(countdown(5)), sorted(countdown(3)))

# A generator is its own iterator
g = countdown(2)
print(iter(g) is g, hasattr(g, "__next__"))

# Generator with no yield reached still is a generator
def maybe(flag):
    if flag:
        yield "yes"

print(list(maybe(True)), list(maybe(False)))

# return in a generator stops it
def first_n(iterable, n):
    for i, item in enumerate(iterable):
        if i >= n:
            return
        yield item

print(list(first_n("abcdefg", 3)), list(first_n([], 3)))

# yield inside nested loops
def pairs(n):
    for i in range(n):
        for j in range(i):
            yield i, j

print(list(pairs(4)))

# A generator can be iterated by for partially and then resumed
g = countdown(5)
for value in g:
    if value == 3:
        break
print("resumed:", list(g))

# Yield without a value
def blanks():
    yield
    yield

print(list(blanks()))

# Two generators from the same function are independent
a, b = countdown(2), countdown(2)
print(next(a), next(a), next(b))
