# Unpacking in list, tuple, set and dict displays.

a = [1, 2]
b = (3, 4)
c = range(5, 7)
print([*a, *b, *c], (*a, *b), sorted({*a, *b, *a}), [*a, 0, *a])
print([*"abc", *[]], (*(),), [*(x for x in "xy")])

base = {"host": "localhost", "port": 80}
override = {"port": 8080, "debug": True}
print({**base, **override}, {**override, **base}, {**base, "port": 1}, {"port": 1, **base})
print({**{}, **{1: "one"}}, {**dict(a=1), "b": 2, **{"c": 3}})

# Dict unpacking with non-string keys is fine in displays
print({**{1: "int", (2,): "tuple"}, None: "none"})

# Errors
try:
    [*5]
except TypeError as e:
    print(type(e).__name__, e)
try:
    {**[("a", 1)]}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {*[[1]]}
except TypeError as e:
    print(type(e).__name__, e)

# Building configuration layers
defaults = {"color": "blue", "size": "M", "tags": ["default"]}
user = {"size": "L"}
session = {"color": "red"}
merged = {**defaults, **user, **session}
print(merged, merged["tags"] is defaults["tags"])

# Combining many lists
parts = [[1, 2], [], [3], [4, 5, 6]]
flat = []
for p in parts:
    flat = [*flat, *p]
print(flat)
print([*parts[0], *parts[-1]], (*parts[2], *parts[1]))

# Starred expression in return and yield
def pair_with_rest(first, *rest):
    return first, *rest

def gen(*items):
    yield *items, "end"

print(pair_with_rest(1, 2, 3), list(gen(1, 2)))

# Starred in subscript (PEP 646 syntax) with a custom __getitem__
class Probe:
    def __getitem__(self, key):
        return key

p = Probe()
rest = (2, 3)
print(p[1, *rest], p[*rest])
