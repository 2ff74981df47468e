# yield from: delegation, return values, and iterables of every kind.

def inner():
    yield 1
    yield 2
    return "inner result"

def outer():
    result = yield from inner()
    print("  inner returned", repr(result))
    yield 3
    return "outer result"

g = outer()
print(list(g))

def chain(*iterables):
    for it in iterables:
        yield from it

print(list(chain([1, 2], "ab", range(3), (x * 10 for x in range(2)), {"k": 0})))

def flatten(items):
    for item in items:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item

print(list(flatten([1, [2, [3, [4, [5]]]], 6, [[]]])))

# Return value of the whole delegation chain
def level3():
    yield "l3"
    return 3

def level2():
    value = yield from level3()
    yield "l2"
    return value * 10

def level1():
    value = yield from level2()
    return value + 1

g = level1()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("final value", e.value)

# yield from a generator that returns without yielding
def empty_with_value():
    return "just a value"
    yield

def wrapper():
    v = yield from empty_with_value()
    yield v

print(list(wrapper()))

# yield from an iterator whose StopIteration has a value (not a generator)
class CountTo:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration("done counting")
        self.i += 1
        return self.i

def delegate_to_iterator():
    result = yield from CountTo(3)
    yield "result: %s" % result

print(list(delegate_to_iterator()))

# gi_yieldfrom shows the delegate while suspended
def show_delegate():
    yield from inner()

g = show_delegate()
print(g.gi_yieldfrom)
next(g)
print(type(g.gi_yieldfrom).__name__, g.gi_yieldfrom.__name__)

try:
    list(chain(5))
except TypeError as e:
    print(type(e).__name__, e)
