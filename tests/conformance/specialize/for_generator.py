# For-loops over generators at warmed sites: a generator that raises part
# way, one that returns a value (lost to the for loop but visible through
# StopIteration), a loop that breaks and later resumes the same generator,
# and generators that yield from other warmed generators.


def gen(n):
    for k in range(n):
        yield k * 2


def failing(n, at):
    for k in range(n):
        if k == at:
            raise LookupError("failed at %d" % k)
        yield k


def returning(n):
    for k in range(n):
        yield k
    return "returned %d" % n


def total(g):
    s = 0
    for v in g:
        s += v
    return s


for i in range(300):
    total(gen(4))

print(total(gen(10)), total(gen(0)), total(returning(5)))
try:
    total(failing(10, 6))
except LookupError as e:
    print("LookupError:", e)

# The return value through StopIteration, from next() and from send().
g = returning(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", repr(e.value))
try:
    next(g)
except StopIteration as e:
    print("again:", repr(e.value))

# Break, then resume the same generator in a second loop.
shared = gen(10)
first = []
for v in shared:
    first.append(v)
    if v >= 6:
        break
second = [v for v in shared]
print(first, second, list(shared))

# A generator that raises after the loop was warmed with other generators:
# the partial sum is visible through the loop variable state.
def partial(g):
    got = []
    try:
        for v in g:
            got.append(v)
    except LookupError as e:
        got.append(str(e))
    return got


for i in range(300):
    partial(gen(3))
print(partial(failing(5, 3)), partial(failing(5, 0)), partial(failing(5, 9)))

# yield from a warmed generator, with the inner return value.
def outer(n):
    inner_result = yield from returning(n)
    yield inner_result
    yield from gen(2)


for i in range(300):
    list(outer(2))
print(list(outer(3)), list(outer(0)))

# A generator closed mid-iteration runs its finally block.
log = []


def guarded():
    try:
        for k in range(5):
            yield k
    finally:
        log.append("finally")


for i in range(200):
    for v in guarded():
        if v == 1:
            break
print(len(log), log[:2])

# Generator expressions at the same site as generator functions.
print(total(x * x for x in range(10)), total(x for x in gen(5) if x % 4 == 0))
