# What can be a dict key: hashing and equality decide identity of keys.

d = {}
d[1] = "int one"
d[1.0] = "float one"
d[True] = "true"
d[0] = "zero"
d[False] = "false"
d[None] = "none"
d[(1, 2)] = "tuple"
d["1"] = "string one"
d[(1, (2, 3))] = "nested tuple"
d[range(3)] = "range"
print(d)
print(d[1], d[True], d[1.0], d[0.0], d[(1, 2)], d[range(0, 3)])
print(len(d), 1 in d, 2 in d, "1" in d, (1, 2) in d)

# Keys keep their first-inserted object; values are replaced
k = {1: "a"}
k[1.0] = "b"
print(k, type(list(k)[0]).__name__)

# NaN keys: each NaN object is a distinct key unless it is the same object
nan = float("nan")
n = {nan: 1}
n[nan] = 2
n[float("nan")] = 3
print(len(n), n[nan])

# User objects as keys
class Key:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Key) and self.name.lower() == other.name.lower()

    def __hash__(self):
        return hash(self.name.lower())

    def __repr__(self):
        return "Key(%r)" % self.name

users = {Key("Ann"): 1}
users[Key("ANN")] = 2
users[Key("bob")] = 3
print(users, users[Key("aNn")])

# Unhashable keys
for bad in ([1], {"a": 1}, {1}, ([1],)):
    try:
        {bad: 1}
    except TypeError as e:
        print(type(e).__name__, e)

# Mutating a key object after insertion breaks lookup (by design)
class Mutable:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __hash__(self):
        return hash(self.v)

m = Mutable(1)
table = {m: "stored"}
m.v = 2
print(Mutable(1) in table, Mutable(2) in table, m in table, len(table), list(table.values()))
