# keys(), values() and items() views: dynamic, set-like, reversible.

d = {"a": 1, "b": 2, "c": 3}
keys, values, items = d.keys(), d.values(), d.items()
print(keys, values, items)
print(type(keys).__name__, type(values).__name__, type(items).__name__)
d["d"] = 4
del d["a"]
print(list(keys), list(values), list(items), len(keys))
print("b" in keys, 2 in values, ("b", 2) in items, ("b", 3) in items, "zz" in keys)

# Set operations on keys and items views
other = {"c": 30, "d": 4, "e": 5}
print(sorted(keys & other.keys()), sorted(keys | other.keys()), sorted(keys - other.keys()),
      sorted(keys ^ other.keys()))
print(sorted(items & other.items()), keys == {"b", "c", "d"}, keys <= {"b", "c", "d", "z"},
      keys.isdisjoint({"q"}))
print(sorted(keys & ["b", "x"]), type(keys & set()).__name__)

# values views are not set-like
try:
    values & {1}
except TypeError as e:
    print(type(e).__name__, e)
print(values == values, d.values() == d.values())

# Reversed views
print(list(reversed(keys)), list(reversed(values)), list(reversed(items)))

# Modifying the dict while iterating over a view
try:
    for k in d.keys():
        d[k + "!"] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
print(sorted(d))

# Iterating a copy of the keys allows modification
for k in list(d):
    if k.endswith("!"):
        del d[k]
print(d)

# Changing values during iteration is fine
for k in d:
    d[k] *= 10
print(d)

# Views of an empty dict and mapping attribute
e = {}
print(list(e.keys()), bool(e.items()), len(e.values()), keys.mapping == d,
      type(keys.mapping).__name__)
