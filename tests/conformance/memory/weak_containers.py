# WeakValueDictionary, WeakKeyDictionary and WeakSet: entries disappear when
# the weakly held object dies.
import weakref


class Thing:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Thing(%s)" % self.name


# WeakValueDictionary.
cache = weakref.WeakValueDictionary()
t1, t2, t3 = Thing("one"), Thing("two"), Thing("three")
cache["a"] = t1
cache["b"] = t2
cache["c"] = t3
print(len(cache), cache["a"], "b" in cache, "z" in cache)
print(sorted(cache.keys()), sorted(v.name for v in cache.values()))
del t2
print(len(cache), "b" in cache, sorted(cache))
try:
    cache["b"]
except KeyError as e:
    print("KeyError:", e)
print(cache.get("b"), cache.get("b", "default"), cache.get("a"))
print(sorted((k, v.name) for k, v in cache.items()))
print(cache.pop("c"), len(cache))
print(cache.pop("c", "gone"))
print(cache.setdefault("a", Thing("other")), cache.setdefault("n", t3))
copy = cache.copy()
print(type(copy).__name__, sorted(copy))
del t1
print(sorted(cache), sorted(copy))
cache.update({"u": t3}, v=t3)
print(sorted(cache))
del cache["u"]
print(sorted(cache), len(cache.valuerefs()))
print(cache.popitem()[1] is t3)

# WeakKeyDictionary.
meta = weakref.WeakKeyDictionary()
k1, k2 = Thing("k1"), Thing("k2")
meta[k1] = "first"
meta[k2] = "second"
print(len(meta), meta[k1], k2 in meta, 5 in meta)
print(sorted(k.name for k in meta.keys()), sorted(meta.values()))
del k1
print(len(meta), sorted(k.name for k in meta))
print(meta.get(k2), meta.get(Thing("x"), "missing"))
print(meta.setdefault(k2, "ignored"), meta.pop(k2), len(meta))
k3 = Thing("k3")
meta.update({k3: 3})
print([(k.name, v) for k, v in meta.items()])
del k3
print(len(meta), list(meta.items()))

# WeakSet.
members = weakref.WeakSet()
a, b, c = Thing("a"), Thing("b"), Thing("c")
members.add(a)
members.add(b)
members.add(b)
print(len(members), a in members, c in members, 1 in members)
members.update([c])
print(sorted(t.name for t in members))
del b
print(len(members), sorted(t.name for t in members))
members.discard(a)
print(sorted(t.name for t in members))
try:
    members.remove(a)
except KeyError:
    print("KeyError on remove")
other = weakref.WeakSet([a, c])
print(sorted(t.name for t in members | other), sorted(t.name for t in members & other))
print(sorted(t.name for t in other - members), members <= other, members == weakref.WeakSet([c]))
print(members.pop().name, len(members))
try:
    members.pop()
except KeyError as e:
    print("KeyError:", e)
del a, c
print(len(other), list(other))
