# assert with and without messages; the message expression is lazy.

def check_positive(n):
    assert n > 0, "expected a positive number, got %r" % (n,)
    return n

print(check_positive(5))
try:
    check_positive(-2)
except AssertionError as e:
    print(type(e).__name__, e, e.args)

try:
    assert 1 == 2
except AssertionError as e:
    print(type(e).__name__, repr(str(e)), e.args)

evaluated = []

def message():
    evaluated.append("called")
    return "boom"

assert True, message()
print("message evaluated:", evaluated)
try:
    assert False, message()
except AssertionError as e:
    print(e, evaluated)

# The message can be any object
try:
    assert [], {"reason": "empty"}
except AssertionError as e:
    print(e.args[0]["reason"], type(e.args[0]).__name__)
try:
    assert 0, 42
except AssertionError as e:
    print(e, e.args)
try:
    assert None, None
except AssertionError as e:
    print(repr(str(e)), e.args)

# Assertions on containers and truthiness
for value in ([1], "x", 3.5, (0,)):
    assert value
print("all truthy")

def invariant(stack):
    assert all(stack[i] <= stack[i + 1] for i in range(len(stack) - 1)), "unsorted: %s" % stack

invariant([1, 2, 3])
try:
    invariant([1, 3, 2])
except AssertionError as e:
    print(e)

# assert inside try/finally
try:
    try:
        assert 2 + 2 == 5, "math"
    finally:
        print("cleanup")
except AssertionError as e:
    print("caught", e)

# AssertionError is an Exception
print(issubclass(AssertionError, Exception), AssertionError.__mro__[1].__name__)
print(__debug__)
