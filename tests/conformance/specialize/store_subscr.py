# Subscript stores (x[i] = v) at a site warmed with lists and small int
# indices, then negative and out-of-range indices (IndexError messages),
# bools, big ints, slices, dicts, dict subclasses, user classes with
# __setitem__, and immutable targets (TypeError messages).


def put(target, key, value):
    try:
        target[key] = value
        return "ok"
    except (IndexError, TypeError, KeyError, ValueError) as e:
        return "%s(%s)" % (type(e).__name__, e)


lst = [0] * 8
for i in range(300):
    put(lst, i % 8, i)
print(lst)

for key in [0, 7, -1, -8, 8, -9, True, False, 2 ** 63, -(2 ** 70), 1.0, "1", None,
            slice(1, 3), slice(0, 8, 2)]:
    value = ["s1", "s2"] if isinstance(key, slice) and key.step is None else (
        ["e0", "e1", "e2", "e3"] if isinstance(key, slice) else "v")
    print(repr(key), put(lst, key, value), lst)

bad_slice = put(lst, slice(0, 8, 2), ["only", "three", "items"])
print(bad_slice)

d = {}
for i in range(300):
    put(d, i % 5, i)
print(d)
print(put(d, "new", 1), put(d, (1, 2), 2), put(d, [1], 3), put(d, 1.0, "float one"),
      put(d, True, "true one"), d)


class Recording(dict):
    def __setitem__(self, key, value):
        dict.__setitem__(self, key, ("recorded", value))


class Grid:
    def __init__(self):
        self.cells = {}

    def __setitem__(self, pos, value):
        row, col = pos
        if not 0 <= row < 3:
            raise IndexError("row %d outside the grid" % row)
        self.cells[pos] = value


class ReadOnly:
    def __getitem__(self, key):
        return key


r = Recording()
grid = Grid()
print(put(r, "k", 1), r)
print(put(grid, (1, 2), "x"), put(grid, (5, 0), "y"), put(grid, 7, "z"), grid.cells)
print(put(ReadOnly(), 1, 2), put((1, 2), 0, 3), put("str", 0, "x"), put(range(3), 0, 1),
      put(b"ab", 0, 1))
print(put(bytearray(b"ab"), 0, 120), put(bytearray(b"ab"), 0, 300), put(bytearray(b"ab"), 5, 1))

# A list that shrinks under a warmed store site.
shrink = list(range(10))
results = []
for i in range(10):
    results.append(put(shrink, 5, "five"))
    shrink.pop()
print(results, shrink)

# Augmented subscript stores read and write the same slot.
counts = [0, 0, 0]
tally = {}
for i in range(300):
    counts[i % 3] += i
    tally[i % 4] = tally.get(i % 4, 0) + 1
print(counts, tally)
try:
    counts[3] += 1
except IndexError as e:
    print("IndexError:", e)
try:
    tally["missing"] += 1
except KeyError as e:
    print("KeyError:", e)
