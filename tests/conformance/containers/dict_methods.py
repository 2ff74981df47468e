# Every dict method, and the insertion-order guarantees.

d = {"b": 2, "a": 1}
d["c"] = 3
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.get("a"), d.get("zz"), d.get("zz", 0), d.setdefault("a", 100), d.setdefault("n", []), d)
d["n"].append("x")
print(d.pop("n"), d.pop("missing", "default"), d)
try:
    d.pop("missing")
except KeyError as e:
    print(type(e).__name__, e)
print(d.popitem(), d.popitem(), d)
d.update({"x": 1}, y=2)
d.update([("z", 3)])
d.update(x=10)
print(d)
print(dict.fromkeys("abc"), dict.fromkeys(["k1", "k2"], 0), dict.fromkeys([]))
shared = dict.fromkeys("ab", [])
shared["a"].append(1)
print(shared)
c = d.copy()
c["new"] = True
print(d, c)
c.clear()
print(c)

# Re-inserting an existing key keeps its position; deleting and re-adding moves it to the end
o = {"first": 1, "second": 2, "third": 3}
o["first"] = 100
print(list(o))
del o["first"]
o["first"] = 1
print(list(o))

# Merging with | and |=
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
a |= b
print(a)
a |= [("w", 0)]
print(a)
try:
    a | [("q", 1)]
except TypeError as e:
    print(type(e).__name__, e)

# Equality ignores order
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {"a": 1} == {"a": 1.0}, {} == {}, {"a": 1} != {"a": 2})

# Errors
for fn in (lambda: {}["missing"], lambda: {}.popitem(), lambda: {[]: 1}, lambda: d.update(1),
           lambda: d.update([1]), lambda: {}.setdefault(), lambda: {} < {}):
    try:
        fn()
    except (KeyError, TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Counting and grouping idioms
text = "mississippi"
counts = {}
for ch in text:
    counts[ch] = counts.get(ch, 0) + 1
print(counts, sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
