# __getitem__, __setitem__, __delitem__ with ints, slices, tuples and other keys.

class Recorder:
    def __init__(self):
        self.store = {}

    def __getitem__(self, key):
        print("  get", repr(key))
        return self.store.get(self._norm(key), "<none>")

    def __setitem__(self, key, value):
        print("  set", repr(key), "=", repr(value))
        self.store[self._norm(key)] = value

    def __delitem__(self, key):
        print("  del", repr(key))
        self.store.pop(self._norm(key), None)

    @staticmethod
    def _norm(key):
        if isinstance(key, slice):
            return ("slice", key.start, key.stop, key.step)
        return key

r = Recorder()
r[0] = "zero"
r[1:3] = "slice value"
r[::2] = "step"
r["k"] = "string key"
r[1, 2] = "tuple key"
r[1:2, ::3] = "multi-dim"
print(r[0], r[1:3], r[::2], r["k"], r[1, 2], r[1:2, ::3], r[...])
del r[0]
del r[1:3]
print(r[0], r[1:3])

# A sequence class with negative indices and slices
class Seq:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return Seq(*self.items[index])
        if not isinstance(index, int):
            raise TypeError("Seq indices must be integers or slices, not %s" % type(index).__name__)
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("Seq index out of range")
        return self.items[index]

    def __repr__(self):
        return "Seq%r" % (tuple(self.items),)

s = Seq(1, 2, 3, 4, 5)
print(s[0], s[-1], s[1:4], s[::-2], len(s[10:]))
for bad in (10, -6, "x", 1.0):
    try:
        s[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
# Unpacking and iteration use __getitem__ when there is no __iter__
a, b, *rest = s
print(a, b, rest, list(s), sorted(s, reverse=True))

# Missing __setitem__ / __delitem__
try:
    s[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del s[0]
except TypeError as e:
    print(type(e).__name__, e)

class GetOnly:
    def __getitem__(self, key):
        return key

try:
    GetOnly()[1] = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(GetOnly())
except TypeError as e:
    print(type(e).__name__, e)
