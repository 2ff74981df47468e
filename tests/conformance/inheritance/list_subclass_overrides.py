# A list subclass overriding __iter__, __len__ and __getitem__, passed to
# the builtin consumers of iterables.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class L(list):
    def __iter__(self):
        print("  L.__iter__")
        return iter(["iter"])
    def __len__(self):
        print("  L.__len__")
        return 1
    def __getitem__(self, i):
        print("  L.__getitem__", i)
        return "item"
l = L([1, 2, 3])
attempt("list()", lambda: list(l))
attempt("tuple()", lambda: tuple(l))
attempt("set()", lambda: set(l))
attempt("sorted()", lambda: sorted(l))
attempt("join", lambda: "".join(L(["a", "b"])))
attempt("star", lambda: [*l])
attempt("unpack", lambda: (lambda a: a)(*l))
attempt("min", lambda: min(l))
attempt("enumerate", lambda: list(enumerate(l)))
attempt("zip", lambda: list(zip(l, "xy")))
attempt("in", lambda: 2 in l)
attempt("extend", lambda: [0] + l)
attempt("extend method", lambda: ([].extend(l), "done"))
attempt("a, b = l", lambda: exec("a, = l", {"l": l}))
attempt("index", lambda: l[0])
attempt("slice", lambda: l[0:2])
attempt("repr", lambda: repr(l))
attempt("eq", lambda: l == [1, 2, 3])
attempt("bool", lambda: bool(l))
attempt("reversed", lambda: list(reversed(l)))
attempt("dict.fromkeys", lambda: dict.fromkeys(l))
attempt("str.join map", lambda: list(map(str, l)))
attempt("any", lambda: any(l))
attempt("sum", lambda: sum(L()) if False else "skip")
attempt("len", lambda: len(l))
attempt("list.__len__", lambda: list.__len__(l))
attempt("iter(list)", lambda: list(list.__iter__(l)))
attempt("copy", lambda: l.copy())
attempt("list eq with list", lambda: [1, 2, 3] == l)
attempt("max key", lambda: max(l, key=str))
attempt("frozenset", lambda: frozenset(l))
attempt("dict(zip)", lambda: dict(zip(l, l)))
