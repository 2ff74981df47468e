# Dict subscript loads warmed on a plain dict with str and int keys, then
# missing keys (KeyError and its message), dict subclasses with __missing__
# or __getitem__, unhashable keys, keys equal across types (1, 1.0, True),
# and user classes with __getitem__ arriving at the same site.


def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        return "KeyError(%s)" % e
    except TypeError as e:
        return "TypeError(%s)" % e


d = {"a": 1, "b": 2, 3: "three", (1, 2): "pair"}
for i in range(300):
    lookup(d, "a")
    lookup(d, 3)

print([lookup(d, k) for k in ["a", "b", 3, 3.0, (1, 2), "zz", 4, (), "", None]])
print(lookup(d, [1]), lookup(d, {}), lookup(d, "a" * 2))
e = {1: "int one"}
print(lookup(e, 1), lookup(e, 1.0), lookup(e, True), lookup(e, 0), lookup(e, -1 + 2))


class Defaulting(dict):
    def __missing__(self, key):
        return "missing:%r" % (key,)


class Upper(dict):
    def __getitem__(self, key):
        return dict.__getitem__(self, key.upper())


class Table:
    def __init__(self):
        self.rows = {"x": 10}

    def __getitem__(self, key):
        if key == "boom":
            raise KeyError("custom " + key)
        return self.rows.get(key, "table default")


class BadHash:
    def __hash__(self):
        raise TypeError("no hashing today")


dd = Defaulting(a="A")
up = Upper(A="upper A")
tb = Table()
print(lookup(dd, "a"), lookup(dd, "b"), lookup(dd, 7))
print(lookup(up, "a"), lookup(up, "A"), lookup(up, "q"))
print(lookup(tb, "x"), lookup(tb, "y"), lookup(tb, "boom"))
print(lookup(d, BadHash()))

# A dict mutated while the warmed site reads it: keys deleted, re-added,
# the dict cleared and grown past resizes.
m = {k: k * k for k in range(8)}
seen = []
for i in range(400):
    if i == 100:
        del m[5]
    elif i == 150:
        m[5] = "back"
    elif i == 200:
        m.clear()
    elif i == 250:
        m.update((k, -k) for k in range(1000))
    elif i == 300:
        m = Defaulting(m)
    elif i == 350:
        del m[5]
    seen.append(lookup(m, 5))
runs = []
for v in seen:
    if runs and runs[-1][0] == v:
        runs[-1][1] += 1
    else:
        runs.append([v, 1])
print(runs)

# KeyError messages with various key reprs.
for key in ["", "it's", 'q"uote', 0, -1.5, (1,), ("a", None), "end"]:
    print(lookup({}, key))
