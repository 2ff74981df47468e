# *args and **kwargs: collecting, forwarding and combining.

def collect(*args, **kwargs):
    return args, kwargs

print(collect())
print(collect(1, "a", None))
print(collect(x=1, y=[2]))
print(type(collect()[0]).__name__, type(collect()[1]).__name__)

def forward(*args, **kwargs):
    return collect(*args, **kwargs)

print(forward(1, 2, key="value"))

def wrapper(func):
    def inner(*args, **kwargs):
        print("  calling", func.__name__, "with", args, sorted(kwargs.items()))
        return func(*args, **kwargs)
    return inner

@wrapper
def area(width, height, *, unit="m"):
    return "%d %s^2" % (width * height, unit)

print(area(3, 4))
print(area(3, height=5, unit="cm"))

def mean(first, *rest):
    values = (first,) + rest
    return sum(values) / len(values)

print(mean(4), mean(1, 2, 3, 4))

def tag(name, *children, **attrs):
    attr_text = "".join(' %s="%s"' % (k, v) for k, v in attrs.items())
    return "<%s%s>%s</%s>" % (name, attr_text, "".join(children), name)

print(tag("p", "hello ", tag("b", "world"), id_="intro", class_="x"))

# kwargs is a fresh dict each call; modifying it doesn't affect the caller's
options = {"a": 1}

def mutate(**kw):
    kw["b"] = 2
    return kw

print(mutate(**options), options)

# args with names that look like keywords of the function
def odd(*args, args2=None, **kwargs):
    return args, args2, kwargs

print(odd(1, args2=2, args=3, kwargs=4))

# A parameter named like a later keyword in **kwargs
def named(a, **kw):
    return a, kw

print(named(a=1, b=2), named(1, c=3))
try:
    named(1, a=2)
except TypeError as e:
    print(type(e).__name__, e)

# Splatting iterators and dict subclasses
class Config(dict):
    pass

print(collect(*iter([1, 2]), **Config(z=26)))
print(collect(*{"k": 0}, *range(2), **{"k2": 1}))
