# Subclasses of tuple, dict, set and str overriding __iter__: which builtin
# consumers honour the override and which read the underlying storage.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class T(tuple):
    def __iter__(self): return iter(["T-iter"])
class D(dict):
    def __iter__(self): return iter(["D-iter"])
class S(set):
    def __iter__(self): return iter(["S-iter"])
class Str(str):
    def __iter__(self): return iter(["Str-iter"])
t, d, s, st = T((1, 2)), D(a=1), S({1}), Str("ab")
for name, obj in (("tuple", t), ("dict", d), ("set", s), ("str", st)):
    attempt(name + " list", lambda: list(obj))
    attempt(name + " tuple", lambda: tuple(obj))
    attempt(name + " set", lambda: sorted(set(obj), key=str))
    attempt(name + " sorted", lambda: sorted(obj, key=str))
    attempt(name + " star", lambda: [*obj])
    attempt(name + " call star", lambda: (lambda *a: a)(*obj))
    attempt(name + " join", lambda: ",".join(map(str, obj)))
    attempt(name + " join direct", lambda: ",".join(obj) if all(isinstance(x, str) for x in obj) else "skip")
    attempt(name + " for", lambda: [x for x in obj])
    attempt(name + " unpack", lambda: exec("x, = o", {"o": obj}) or "ok")
    attempt(name + " in", lambda: "T-iter" in obj)
    attempt(name + " dict.fromkeys", lambda: list(dict.fromkeys(obj)))
    attempt(name + " frozenset", lambda: sorted(frozenset(obj), key=str))
    attempt(name + " list.extend", lambda: [0] + list(obj))
    attempt(name + " enumerate", lambda: list(enumerate(obj)))
    attempt(name + " min", lambda: min(obj, key=str))
    attempt(name + " dict()", lambda: dict(obj) if name == "dict" else "skip")
    attempt(name + " dict update", lambda: {}.update(obj) or "ok" if name == "dict" else "skip")
    attempt(name + " kwargs", lambda: (lambda **k: k)(**obj) if name == "dict" else "skip")
    attempt(name + " set update", lambda: sorted(set().union(obj), key=str))
    attempt(name + " list +=", lambda: (lambda L: (L.__iadd__(obj), L)[1])([]))
    attempt(name + " bytes", lambda: bytes(T((1, 2))) if name == "tuple" else "skip")
