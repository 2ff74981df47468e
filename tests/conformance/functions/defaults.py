# Default argument values: evaluated once, shared when mutable, introspectable.

def append_to(item, target=[]):
    target.append(item)
    return target

print(append_to(1), append_to(2), append_to(3, []), append_to(4))
print(append_to.__defaults__)

def append_safe(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target

print(append_safe(1), append_safe(2))

counter = 0

def next_id():
    global counter
    counter += 1
    return counter

def make(label, ident=next_id()):
    return label, ident

print(make("a"), make("b"), make("c", 99), counter)

def kw_defaults(a, *, b=2, c=[]):
    c.append(a)
    return a, b, c

print(kw_defaults(1), kw_defaults(2, b=5))
print(kw_defaults.__kwdefaults__, kw_defaults.__defaults__)

def many(a, b=1, c=2, d=3):
    return a + b * 10 + c * 100 + d * 1000

print(many(0), many(0, 9), many(0, d=0), many(0, 1, 1, 1))

# Changing __defaults__ changes later calls
many.__defaults__ = (5, 5, 5)
print(many(0))
many.__defaults__ = None
try:
    many(0)
except TypeError as e:
    print(type(e).__name__, e)

# Defaults referencing earlier names at definition time
base = 10

def scaled(x, factor=base * 2):
    return x * factor

base = 1000
print(scaled(3))

# Default is a function call result evaluated in definition order
def trace(v):
    print("  evaluating default", v)
    return v

def with_traced(a=trace(1), b=trace(2), *, c=trace(3)):
    return a, b, c

print(with_traced(), with_traced(b=0))

# None as a sentinel vs a private object
_missing = object()

def lookup(d, key, default=_missing):
    if key in d:
        return d[key]
    if default is _missing:
        raise KeyError(key)
    return default

print(lookup({"a": 1}, "a"), lookup({}, "b", None))
try:
    lookup({}, "c")
except KeyError as e:
    print(type(e).__name__, e)
