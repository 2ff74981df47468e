# WeakValueDictionary and WeakKeyDictionary beyond the basics: entries that
# die during an iteration, the dict-like API, operators and errors.
import weakref


class Item:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "Item(%d)" % self.n


def show(label, mapping):
    print(label, len(mapping), sorted(mapping))


# A value dying in the middle of a loop does not break the loop; its entry
# is gone once the loop has ended.
owners = {i: Item(i) for i in range(6)}
cache = weakref.WeakValueDictionary(owners)
visited = []
for key in cache:
    visited.append(key)
    if key == 1:
        del owners[4]
print("visited", visited)
show("after loop", cache)

# An unfinished iterator keeps deferring; len() already leaves dead entries
# out, and closing the iterator applies the removals.
walker = iter(cache.items())
print(next(walker))
del owners[5]
print(len(cache), 5 in cache, cache.get(5, "dead"))
del walker
show("after close", cache)

# Changing the dictionary itself while iterating still raises.
try:
    for key in cache:
        cache[100 + key] = owners[0]
except RuntimeError as e:
    print("RuntimeError:", e)
for key in [k for k in cache if k >= 100]:
    del cache[key]
show("cleaned", cache)

# Views are generators of the live entries.
print(type(cache.keys()).__name__, type(cache.values()).__name__, type(cache.items()).__name__)
print(sorted(v.n for v in cache.values()), sorted(k for k, v in cache.items() if v.n == k))

# The weak references themselves are KeyedRef objects carrying their key.
refs = cache.valuerefs()
print(len(refs), sorted(r.key for r in refs), all(isinstance(r, weakref.KeyedRef) for r in refs))
print(sorted(r().n for r in cache.itervaluerefs()))
kr = weakref.KeyedRef(owners[0], None, "label")
print(kr.key, kr() is owners[0], isinstance(kr, weakref.ref), weakref.KeyedRef.__slots__)

# update() takes a mapping, pairs, keywords or None.
extra = Item(50)
cache.update({"m": extra})
cache.update([("p", extra)], kw=extra)
cache.update(None)
print(sorted(k for k in cache if isinstance(k, str)))
try:
    cache.update({}, {})
except TypeError as e:
    print("TypeError:", e)
try:
    cache["bad"] = 3
except TypeError as e:
    print("TypeError:", e)
del extra
show("extra gone", cache)

# pop, popitem, setdefault and their errors.
print(cache.pop(0).n, cache.pop(0, "absent"))
try:
    cache.pop(0)
except KeyError as e:
    print("KeyError:", e)
try:
    del cache[0]
except KeyError as e:
    print("KeyError:", e)
fresh = Item(7)
print(cache.setdefault(7, fresh) is fresh, cache.setdefault(7, Item(8)) is fresh)
del fresh
print(7 in cache)
try:
    cache.setdefault(7)
except TypeError as e:
    print("TypeError:", e)
print(7 in cache)
empty = weakref.WeakValueDictionary()
try:
    empty.popitem()
except KeyError as e:
    print("KeyError:", e)

# Equality with plain dicts, the | operators and copies.
a, b = Item(1), Item(2)
left = weakref.WeakValueDictionary(x=a)
print(left == {"x": a}, {"x": a} == left, left != {"x": b}, left == 5)
merged = left | {"y": b}
print(type(merged).__name__, sorted(merged), sorted(left))
rmerged = {"y": b} | left
print(type(rmerged).__name__, sorted(rmerged))
left |= [("z", b)]
print(sorted(left))
try:
    left | [("w", a)]
except TypeError as e:
    print("TypeError:", e)


class Sub(weakref.WeakValueDictionary):
    pass


s = Sub(x=a)
print(type(s.copy()).__name__, type(s | {}).__name__, type({} | s).__name__)
dup = left.copy()
del b
print(sorted(left), sorted(dup))
print(repr(left).startswith("<WeakValueDictionary at 0x"), repr(s).startswith("<Sub at 0x"))
print(weakref.WeakValueDictionary[str, int], weakref.WeakKeyDictionary[Item, int])
left.clear()
print(len(left), list(left))

# WeakKeyDictionary: the same deferral while looping over it.
keys = [Item(i) for i in range(5)]
meta = weakref.WeakKeyDictionary((k, k.n * 10) for k in keys)
seen = []
for key_item, value in meta.items():
    seen.append(value)
    if key_item.n == 0:
        del keys[3]
del key_item, value
print(len(seen) in (4, 5), len(meta))
print(sorted(v for v in meta.values()), sorted(k.n for k in meta.keys()))
print(len(meta.keyrefs()), sorted(r().n for r in meta.keyrefs()))
print(5 in meta, [] in meta, keys[0] in meta)
try:
    meta[5]
except TypeError as e:
    print("TypeError:", e)
try:
    meta["text"] = 1
except TypeError as e:
    print("TypeError:", e)
other = weakref.WeakKeyDictionary({keys[0]: "zero"})
print(other == {keys[0]: "zero"}, type(other | {keys[1]: 1}).__name__)
other |= {keys[2]: 2}
print(sorted(k.n for k in other))
popped = other.popitem()
print(len(other), popped[1] in ("zero", 2))
del popped
other.clear()
try:
    other.popitem()
except KeyError as e:
    print("KeyError:", e)
print(meta.pop(keys[0]), meta.pop(keys[0], "none"), len(meta))
keys.clear()
print(len(meta), list(meta.items()))
