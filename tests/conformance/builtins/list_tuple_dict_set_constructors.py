# The constructors list(), tuple(), dict() and set() from every kind of input.

print(list(), list("abc"), list((1, 2)), list({"a": 1, "b": 2}), list(range(3)),
      list(x * 2 for x in (1, 2)))
print(tuple(), tuple([1, 2]), tuple("xy"), tuple({3: "c"}), tuple(tuple([1])))
print(dict(), dict(a=1, b=2), dict([("x", 1), ("y", 2)]), dict({"k": "v"}, extra=True))
print(dict(zip("ab", [1, 2])), dict([["list", "pair"], ("t", "p")]), dict(["ab", "cd"]))
print(sorted(set("hello")), set([1, 1, 2]), set(), set(range(3)), set({"k": 1}))

# Copies are shallow and independent at the top level
original = [[1], [2]]
copy = list(original)
copy.append([3])
copy[0].append(99)
print(original, copy, copy is original, copy[0] is original[0])

d = {"a": [1]}
d2 = dict(d)
d2["b"] = 2
d2["a"].append(2)
print(d, d2)

# dict() keyword arguments override positional pairs
print(dict([("a", 1)], a=2), dict({"a": 1}, b=2, a=3))

# Constructing from a mapping-like object with keys() and __getitem__
class Mapping:
    def keys(self):
        return ["one", "two"]

    def __getitem__(self, key):
        return len(key)

print(dict(Mapping()))

# Errors
for fn in (lambda: list(5), lambda: tuple(1, 2), lambda: dict([1, 2]), lambda: dict([(1,)]),
           lambda: dict(1), lambda: set([[1]]), lambda: set(1), lambda: dict({}, {}),
           lambda: list([], []), lambda: dict([("a", 1, 2)])):
    try:
        fn()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Type subclasses keep their type through construction
class MyList(list):
    pass

print(type(MyList("ab")).__name__, MyList("ab"), type(list(MyList("ab"))).__name__)
