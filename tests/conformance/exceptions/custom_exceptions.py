# User-defined exception hierarchies with extra data and custom __str__.

class AppError(Exception):
    """Base class of the application's errors."""

class ValidationError(AppError):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem

    def __str__(self):
        return "%s: %s" % (self.field, self.problem)

class NotFound(AppError, LookupError):
    pass

class Retryable(AppError):
    def __init__(self, message, attempts=3):
        super().__init__(message)
        self.attempts = attempts

def validate(record):
    if "name" not in record:
        raise ValidationError("name", "missing")
    if not isinstance(record.get("age"), int):
        raise ValidationError("age", "must be an int, got %s" % type(record.get("age")).__name__)
    return True

for record in ({"name": "x", "age": 3}, {"age": 3}, {"name": "y", "age": "3"}):
    try:
        print(validate(record))
    except ValidationError as e:
        print("invalid:", e, "| field =", e.field, "| args =", e.args, "| repr =", repr(e))

try:
    raise NotFound("user 42")
except LookupError as e:
    print("caught as LookupError:", type(e).__name__, e)

print([c.__name__ for c in NotFound.__mro__])
print(issubclass(NotFound, AppError), issubclass(ValidationError, LookupError))

try:
    raise Retryable("timeout", attempts=5)
except AppError as e:
    print(type(e).__name__, e, e.attempts, e.args)

# Exception with a custom __repr__ and no __str__
class Coded(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code

    def __repr__(self):
        return "Coded<%d>" % self.code

print(str(Coded(7)), repr(Coded(7)))

# An exception class that forgets to call super().__init__
class Sloppy(Exception):
    def __init__(self, value):
        self.value = value

e = Sloppy(5)
print(e.args, repr(str(e)), e.value)

# Catching by a base defined by the user, with an else chain
def risky(n):
    if n == 0:
        raise NotFound("zero")
    if n < 0:
        raise ValidationError("n", "negative")
    return n

for n in (1, 0, -1):
    try:
        r = risky(n)
    except ValidationError as e:
        print(n, "validation", e)
    except AppError as e:
        print(n, "app error", type(e).__name__, e)
    else:
        print(n, "ok", r)

# Exception subclasses of built-ins keep their behaviour
class MyKeyError(KeyError):
    pass

try:
    raise MyKeyError("custom key")
except KeyError as e:
    print(type(e).__name__, str(e), repr(e))
