# **kwargs preserves the order in which keyword arguments were passed.

def collect(**kwargs):
    return list(kwargs)

print(collect(z=1, a=2, m=3))
print(collect(**{"b": 1, "a": 2}, c=3))
print(collect(c=3, **{"b": 1, "a": 2}))
print(collect(**dict(x=1), **dict(y=2)))

def render(tag, **attrs):
    return "<%s%s>" % (tag, "".join(' %s="%s"' % kv for kv in attrs.items()))

print(render("a", href="/home", title="Home", rel="nofollow"))
print(render("img", src="x.png", alt=""))

# Positional names bound by keyword are removed from **kwargs
def mixed(a, b=2, **rest):
    return a, b, rest

print(mixed(b=5, q=1, a=0, r=2))

# Keyword-only parameters are not part of **kwargs either
def kwonly(*, first, **rest):
    return first, rest

print(kwonly(z=0, first=1, y=2))

# Building a call from ordered pairs
pairs = [("width", 3), ("height", 4), ("depth", 5)]

def volume(width, height, depth):
    return width * height * depth

print(volume(**dict(pairs)))
print(volume(**dict(reversed(pairs))))

# kwargs can be modified freely inside the function
def defaults(**options):
    options.setdefault("color", "red")
    options.setdefault("size", 10)
    return options

print(defaults(), defaults(size=1), defaults(shape="round", color="blue"))

# A wrapper that forwards and records keyword order
calls = []

def logged(fn):
    def wrapper(*args, **kwargs):
        calls.append((fn.__name__, args, tuple(kwargs)))
        return fn(*args, **kwargs)
    return wrapper

@logged
def point(x=0, y=0, z=0):
    return (x, y, z)

point(z=3, x=1)
point(1, y=2)
print(calls)
