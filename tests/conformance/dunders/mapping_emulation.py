# A full mapping implemented from scratch with dunder methods.

class OrderedMap:
    """A mapping that keeps keys sorted, built on two parallel lists."""

    def __init__(self, pairs=()):
        self._keys = []
        self._values = []
        for k, v in pairs:
            self[k] = v

    def _find(self, key):
        lo, hi = 0, len(self._keys)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._keys[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def __setitem__(self, key, value):
        i = self._find(key)
        if i < len(self._keys) and self._keys[i] == key:
            self._values[i] = value
        else:
            self._keys.insert(i, key)
            self._values.insert(i, value)

    def __getitem__(self, key):
        i = self._find(key)
        if i < len(self._keys) and self._keys[i] == key:
            return self._values[i]
        return self.__missing__(key)

    def __missing__(self, key):
        raise KeyError(key)

    def __delitem__(self, key):
        i = self._find(key)
        if i < len(self._keys) and self._keys[i] == key:
            del self._keys[i]
            del self._values[i]
        else:
            raise KeyError(key)

    def __contains__(self, key):
        i = self._find(key)
        return i < len(self._keys) and self._keys[i] == key

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(list(self._keys))

    def __reversed__(self):
        return reversed(self._keys)

    def __eq__(self, other):
        if isinstance(other, OrderedMap):
            return self._keys == other._keys and self._values == other._values
        if isinstance(other, dict):
            return dict(zip(self._keys, self._values)) == other
        return NotImplemented

    def __or__(self, other):
        result = OrderedMap(self.items())
        for k, v in other.items():
            result[k] = v
        return result

    def keys(self):
        return list(self._keys)

    def items(self):
        return list(zip(self._keys, self._values))

    def __repr__(self):
        return "OrderedMap({%s})" % ", ".join("%r: %r" % kv for kv in self.items())

m = OrderedMap([("pear", 3), ("apple", 1), ("fig", 7)])
m["banana"] = 2
m["apple"] = 10
print(m, len(m), "fig" in m, "kiwi" in m)
print(list(m), list(reversed(m)), m["fig"])
del m["pear"]
print(m)
for bad in (lambda: m["kiwi"], lambda: m.__delitem__("kiwi")):
    try:
        bad()
    except KeyError as e:
        print(type(e).__name__, e)
print(m == {"apple": 10, "banana": 2, "fig": 7}, m == OrderedMap(m.items()), m == 5)
print(m | {"cherry": 0, "fig": 8})
print(dict(m.items()), sorted(m, key=lambda k: m[k]))
# ** unpacking needs keys() and __getitem__
print(dict(**m), {**m, "z": 26})

def takes_kwargs(**kw):
    return sorted(kw.items())

print(takes_kwargs(**m))

class WithDefault(OrderedMap):
    def __missing__(self, key):
        return "default for %r" % (key,)

w = WithDefault([("a", 1)])
print(w["a"], w["zz"], "zz" in w)
