# Return values of generators: StopIteration.value, yield from results, close().

def summing():
    total = 0
    while True:
        value = yield total
        if value is None:
            return total
        total += value

g = summing()
next(g)
for v in (5, 10, 20):
    g.send(v)
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value, e.args)

def delegator():
    results = []
    for _ in range(2):
        sub = yield from summing()
        results.append(sub)
    return results

d = delegator()
print(next(d), d.send(1), d.send(2), d.send(None), d.send(7))
try:
    d.send(None)
except StopIteration as e:
    print("delegator returned", e.value)

# Returning a tuple or None
def returns_tuple():
    yield
    return 1, 2

def returns_nothing():
    yield

for gen_fn in (returns_tuple, returns_nothing):
    g = gen_fn()
    next(g)
    try:
        next(g)
    except StopIteration as e:
        print(gen_fn.__name__, repr(e.value), e.args)

# Returning a StopIteration instance as the value is wrapped safely
def returns_exception():
    yield
    return StopIteration("inner")

g = returns_exception()
next(g)
try:
    next(g)
except StopIteration as e:
    print(type(e.value).__name__, e.value)

# close() returns the generator's return value (3.13)
def closable():
    try:
        yield 1
    except GeneratorExit:
        return "cleaned up"

g = closable()
next(g)
print("close returned", repr(g.close()))
g = closable()
print("close before start returned", repr(g.close()))

# A for loop discards the return value
def counted():
    yield from range(3)
    return "ignored by for"

print([x for x in counted()])
