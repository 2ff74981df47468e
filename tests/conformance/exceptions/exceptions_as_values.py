# Exceptions are ordinary objects: store them, compare them, pass them around.

errors = []
for text in ["10", "x", "3.5", "", "7"]:
    try:
        errors.append(int(text))
    except ValueError as e:
        errors.append(e)

print([type(x).__name__ for x in errors])
print([str(x) for x in errors if isinstance(x, Exception)])

# Equality is identity; args equality does not matter
a = ValueError("same")
b = ValueError("same")
print(a == b, a == a, a != b, a.args == b.args)
print(hash(a) == hash(a))
print(len({a, b, a}))
d = {a: "first", b: "second"}
print(d[a], d[b])

# Exception classes are values too
table = {ZeroDivisionError: "math", KeyError: "lookup", TypeError: "types"}

def run(fn):
    try:
        fn()
    except tuple(table) as e:
        return table[type(e)]
    return "no error"

print(run(lambda: 1 / 0), run(lambda: {}["x"]), run(lambda: "a" + 1), run(lambda: None))

# Raising an instance created far away, and re-raising it elsewhere
def make_error(kind, message):
    return kind(message)

err = make_error(RuntimeError, "prepared earlier")

def raise_it(e):
    raise e

for attempt in range(2):
    try:
        raise_it(err)
    except RuntimeError as caught:
        print(attempt, caught is err, caught)

# Returning exceptions instead of raising (result objects)
def safe_div(a, b):
    try:
        return a / b, None
    except ZeroDivisionError as e:
        return None, e

for pair in [(6, 3), (1, 0)]:
    value, error = safe_div(*pair)
    print(pair, value, type(error).__name__ if error else None)

# Exception instances in a list sorted by message
items = [KeyError("b"), ValueError("a"), IndexError("c")]
print([type(e).__name__ for e in sorted(items, key=str)])

# isinstance checks against tuples of exception classes
for e in items:
    print(type(e).__name__, isinstance(e, LookupError), isinstance(e, (ValueError, IndexError)))

# repr of exceptions with various arguments
print(repr(ValueError()), repr(ValueError("x")), repr(ValueError("x", 1)), repr(KeyError("y")))
print(repr(Exception(None)), repr(Exception([1, 2])), str(Exception(None)))
