# PEP 479: a StopIteration raised inside a generator becomes RuntimeError.

def leaky():
    yield 1
    raise StopIteration("leaked")

g = leaky()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print(type(e).__name__, e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)
    print("suppress context:", e.__suppress_context__)

# The common bug: calling next() on an exhausted iterator inside a generator
def first_items(iterables):
    for it in iterables:
        yield next(iter(it))

try:
    print(list(first_items([[1, 2], [3], []])))
except RuntimeError as e:
    print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__)

# The fix: catch StopIteration and return
def first_items_fixed(iterables):
    for it in iterables:
        try:
            yield next(iter(it))
        except StopIteration:
            return

print(list(first_items_fixed([[1, 2], [3], [], [4]])))

# A StopIteration subclass is converted as well
class MyStop(StopIteration):
    pass

def raises_subclass():
    yield "a"
    raise MyStop()

try:
    list(raises_subclass())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

# Generator expressions get the same treatment
def explode(x):
    if x == 2:
        raise StopIteration
    return x

try:
    print(list(explode(x) for x in range(4)))
except RuntimeError as e:
    print("genexp:", type(e).__name__, e)

# A list comprehension does NOT convert it (it is not a generator)
try:
    print([explode(x) for x in range(4)])
except StopIteration as e:
    print("listcomp:", type(e).__name__)

# StopIteration caught inside the generator is fine
def handled():
    try:
        raise StopIteration("inside")
    except StopIteration as e:
        yield "caught " + str(e)

print(list(handled()))

# return value still works normally
def returns():
    yield 1
    return 99

g = returns()
next(g)
try:
    next(g)
except StopIteration as e:
    print("normal return value", e.value)

# RuntimeError raised by close() path stays separate
def raises_in_yield_from():
    yield from leaky()

try:
    list(raises_in_yield_from())
except RuntimeError as e:
    print("through yield from:", e)
