# * and ** in calls: multiple unpackings, ordering rules and errors.

def show(*args, **kwargs):
    return "args=%r kwargs=%r" % (args, sorted(kwargs.items()))

nums = [1, 2]
more = (3,)
opts = {"a": 1}
extra = {"b": 2}
print(show(*nums, *more))
print(show(0, *nums, 9, *more, 10))
print(show(**opts, **extra))
print(show(*nums, x=1, **opts, y=2, **extra))
print(show(*"ab", *range(2), *{7: None}))
print(show(*[], **{}))

def point(x, y, z=0):
    return (x, y, z)

print(point(*[1, 2]), point(*(1, 2, 3)), point(**{"x": 1, "y": 2}), point(1, **{"y": 5, "z": 6}))
coords = [(1, 2), (3, 4, 5)]
print([point(*c) for c in coords])

# Errors
cases = [
    lambda: point(*[1]),
    lambda: point(*[1, 2, 3, 4]),
    lambda: point(**{"x": 1, "y": 2, "w": 3}),
    lambda: point(1, **{"x": 2, "y": 3}),
    lambda: show(**opts, **{"a": 2}),
    lambda: show(*None),
    lambda: show(**None),
    lambda: show(**{"ok": 1, 2: "bad"}),
    lambda: point(*1),
]
for case in cases:
    try:
        case()
    except TypeError as e:
        print(type(e).__name__, e)

# Unpacking iterators consumes them
it = iter([1, 2, 3])
print(show(*it), show(*it))

# ** works with any mapping providing keys() and __getitem__
class Settings:
    def keys(self):
        return ["x", "y"]

    def __getitem__(self, k):
        return {"x": 10, "y": 20}[k]

print(point(**Settings()))

# Forwarding everything through a wrapper
def wrapper(*args, **kwargs):
    return point(*args, **kwargs)

print(wrapper(1, 2), wrapper(1, y=2, z=3))
