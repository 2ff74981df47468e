# iter() and next() on built-in iterables, and iterator exhaustion.

for iterable in ([1, 2], (3, 4), "ab", {"k": 1, "j": 2}, range(2), {5}, reversed([1, 2]),
                 enumerate("x"), zip("a", "b"), map(abs, [-1]), filter(None, [0, 1])):
    it = iter(iterable)
    print(iter(it) is it, list(it), list(it))

it = iter([1, 2])
print(next(it), next(it), next(it, "default"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, e.args)

# dict iterators see size changes
d = {"a": 1}
it = iter(d)
d["b"] = 2
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)

# Lists can be appended to while iterating (the iterator sees the new items)
lst = [1, 2, 3]
out = []
for x in lst:
    out.append(x)
    if x < 3:
        lst.append(x + 10)
print(out)

# A set changing size during iteration
s = {1, 2, 3}
try:
    for x in s:
        s.add(x * 100)
except RuntimeError as e:
    print(type(e).__name__, e)

# next() argument errors
for fn in (lambda: next(5), lambda: next([1]), lambda: next(), lambda: iter()):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)

# Iterators over dict views
d = {"x": 1, "y": 2}
print(list(iter(d.keys())), list(iter(d.values())), list(iter(d.items())))
print(type(iter(d.values())).__name__, type(iter(d.items())).__name__)

# Manually driving an iterator in a while loop
it = iter("hello")
collected = []
while True:
    ch = next(it, None)
    if ch is None:
        break
    collected.append(ch.upper())
print("".join(collected))

# zip/enumerate/map objects are single-use
z = zip([1, 2], "ab")
print(list(z), list(z))
