# __exit__ returning a true value suppresses the exception.

class Suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.types):
            self.caught = exc
            return True
        return False

with Suppress(KeyError) as s:
    {}["missing"]
    print("never printed")
print("suppressed:", repr(s.caught))

with Suppress(KeyError, IndexError) as s:
    [][0]
print("suppressed:", repr(s.caught))

try:
    with Suppress(KeyError):
        raise TypeError("not suppressed")
except TypeError as e:
    print("escaped:", e)

# Any truthy return value suppresses; falsy ones do not
class Returns:
    def __init__(self, value):
        self.value = value

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self.value

for value in (1, "yes", [0], 0, "", None, []):
    try:
        with Returns(value):
            raise RuntimeError("x")
        print(repr(value), "suppressed")
    except RuntimeError:
        print(repr(value), "propagated")

# Suppression inside a loop continues with the next iteration
results = []
for item in ["1", "x", "3", None, "5"]:
    with Suppress(ValueError, TypeError):
        results.append(int(item))
print(results)

# Suppressing inside a function makes it return None implicitly if the body raised
def parse(text):
    with Suppress(ValueError):
        return int(text)
    return "fallback after suppression"

print(parse("42"), parse("nope"))

# A suppressed exception is not the context of a later one
try:
    with Suppress(KeyError):
        raise KeyError("first")
    raise ValueError("second")
except ValueError as e:
    print(repr(e.__context__))
