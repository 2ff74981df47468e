# Functions are objects: identity, equality, hashing, and use as dict keys.

def f():
    return 1

g = f
print(f is g, f == g, hash(f) == hash(g), f != (lambda: 1))

registry = {f: "f registered"}
print(registry[g])

def make():
    def inner():
        return "inner"
    return inner

a, b = make(), make()
print(a is b, a == b, a.__code__ is b.__code__, a.__name__ == b.__name__)

# Methods: equal when bound to the same object and function
class K:
    def m(self):
        return id(self) > 0

k = K()
print(k.m == k.m, k.m is k.m, K.m is K.m, k.m == K().m, k.m.__func__ is K.m)
print(len({k.m, k.m}), len({K().m, K().m}) in (1, 2))

# Builtin functions and methods
print(len is len, print == print, [].append == [].append)
lst = []
print(lst.append == lst.append, len({lst.append, lst.append}))

# Functions can have attributes and be compared by them
def tagged(tag):
    def deco(fn):
        fn.tag = tag
        return fn
    return deco

@tagged("b")
def second():
    pass

@tagged("a")
def first():
    pass

print([fn.__name__ for fn in sorted([second, first], key=lambda fn: fn.tag)])

# Functions are not orderable
try:
    f < g
except TypeError as e:
    print(type(e).__name__, e)

# Replacing a function's code changes its behaviour
def one():
    return 1

def two():
    return 2

one.__code__ = two.__code__
print(one(), one.__name__)
