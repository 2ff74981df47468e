# __missing__ on dict subclasses, and which dict operations consult it.

class Defaulting(dict):
    def __missing__(self, key):
        print("  __missing__", repr(key))
        if key == "raise":
            raise KeyError("custom " + key)
        value = len(str(key))
        self[key] = value
        return value

d = Defaulting(a=1)
print(d["a"], d["hello"], d)
print(d.get("zzz"), "zzz" in d, d.get("zzz", "dflt"))
print(d.setdefault("new", 0), d.pop("new"), d.pop("nokey", "gone"))
try:
    d["raise"]
except KeyError as e:
    print(type(e).__name__, e)

# __missing__ is looked up on the type, not the instance
class Plain(dict): pass
p = Plain()
p.__missing__ = lambda key: "instance"
try:
    p["x"]
except KeyError as e:
    print(type(e).__name__, e)

# Only dict subclasses get it; a __missing__ on a non-dict does nothing special
class NotADict:
    def __missing__(self, key): return "missing"
    def __getitem__(self, key): raise KeyError(key)
try:
    NotADict()["k"]
except KeyError as e:
    print(type(e).__name__, e)

# dict.__getitem__ called directly also uses __missing__
print(dict.__getitem__(Defaulting(), "abc"))

# __missing__ returning None, and a non-callable __missing__
class ReturnsNone(dict):
    def __missing__(self, key): return None
print(ReturnsNone()["k"])
class NotCallable(dict):
    __missing__ = 5
try:
    NotCallable()["k"]
except TypeError as e:
    print(type(e).__name__, e)

# Inheriting and overriding
class Counter(dict):
    def __missing__(self, key): return 0
class LoudCounter(Counter):
    def __missing__(self, key):
        print("  loud", key)
        return super().__missing__(key)
c = LoudCounter()
for word in "a b a c".split():
    c[word] = c[word] + 1
print(sorted(c.items()))

# A subclass overriding __getitem__ bypasses __missing__ unless it calls super
class Upper(dict):
    def __getitem__(self, key):
        return super().__getitem__(key.upper())
    def __missing__(self, key):
        return "missing " + key
u = Upper(A=1)
print(u["a"], u["b"], u.get("a"), u.get("A"))

# dict subclass with __missing__ used by format_map and string formatting
class Fmt(dict):
    def __missing__(self, key): return "<" + key + ">"
print("{name} is {age}".format_map(Fmt(name="Ann")))
print("%(x)s %(y)s" % Fmt(x=1))

# KeyError for unhashable keys still comes before __missing__
try:
    Defaulting()[[1]]
except TypeError as e:
    print(type(e).__name__, e)
