# Generator returns and yield-from delegation at warmed sites: return values
# carried by StopIteration, a delegating generator whose inner generator is
# swapped for a list iterator, a user iterator and a failing generator, and
# send()/throw() passed through a warmed yield from.


def inner(n):
    got = []
    for k in range(n):
        sent = yield k
        if sent is not None:
            got.append(sent)
    return ("inner done", n, got)


def delegate(source):
    result = yield from source
    yield ("result", result)


def drain(gen):
    return list(gen)


for i in range(300):
    drain(delegate(inner(3)))

print(drain(delegate(inner(4))))
print(drain(delegate(inner(0))))
print(drain(delegate([10, 20])))
print(drain(delegate(iter("ab"))))
print(drain(delegate(range(3))))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration("countdown value")
        self.n -= 1
        return self.n


print(drain(delegate(Countdown(3))))


def failing():
    yield 1
    raise KeyError("inner failure")


try:
    drain(delegate(failing()))
except KeyError as e:
    print("KeyError:", e)

# send() through a warmed yield from reaches the inner generator.
g = delegate(inner(3))
print(next(g), g.send("a"), g.send("b"))
print(g.send("c"))

# throw() through the delegation: the inner generator can catch it.
def catching():
    try:
        yield "first"
    except ValueError as e:
        yield "caught " + str(e)
    return "catching returned"


for i in range(300):
    drain(delegate(catching()))
g = delegate(catching())
print(next(g), g.throw(ValueError("boom")), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", repr(e.value))

# Return values of a generator read through StopIteration at a warmed site.
def value_of(gen):
    while True:
        try:
            next(gen)
        except StopIteration as e:
            return e.value


def simple(v):
    yield
    return v


for i in range(300):
    value_of(simple(i))
print([value_of(simple(v)) for v in (0, None, "s", (1, 2), [3])])

# StopIteration raised inside a generator becomes RuntimeError (PEP 479).
def leaky():
    yield 1
    raise StopIteration("leaked")


try:
    drain(delegate(leaky()))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))

# Generator returning through a warmed for loop inside a yield-from chain.
def chain(*sources):
    total = 0
    for s in sources:
        total += len((yield from s)[2])
    return total


def run_chain():
    g = chain(inner(2), inner(1))
    out = [next(g)]
    while True:
        try:
            out.append(g.send("x"))
        except StopIteration as e:
            return out, e.value


print(run_chain())
