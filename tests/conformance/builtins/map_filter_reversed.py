# map(), filter() and reversed().

print(list(map(str, [1, 2, 3])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(list(map(len, ["a", "bb", ""])), list(map(int, "123")), list(map(abs, [-1, 2])))
print(list(map(lambda *a: sum(a), [1, 2], [3, 4], [5, 6])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(str.isdigit, "a1b2c3")))
print(list(filter(lambda x: x % 3 == 0, range(10))))

# Laziness
log = []

def noisy(x):
    log.append(x)
    return x * 10

m = map(noisy, [1, 2, 3])
print(log, next(m), log)
print(list(m), log)

# map stops at the shortest iterable
print(list(map(lambda a, b: (a, b), "abc", [1])))

# reversed
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))),
      list(reversed((1,))))
print(list(reversed({"a": 1, "b": 2})), list(reversed({"a": 1}.items())))
r = reversed([1, 2])
print(type(r).__name__, next(r), list(r))

class Seq:
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return "item%d" % i

print(list(reversed(Seq())))

class CustomReversed:
    def __reversed__(self):
        return iter(["custom", "order"])

print(list(reversed(CustomReversed())))

for bad in (5, {1, 2}, (x for x in [])):
    try:
        reversed(bad)
    except TypeError as e:
        print(type(e).__name__, e)

class NoReverse:
    __reversed__ = None

try:
    reversed(NoReverse())
except TypeError as e:
    print(type(e).__name__, e)

for fn in (lambda: map(), lambda: map(abs), lambda: filter(None), lambda: list(map(abs, 5))):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)
