# Builtins of every kind: functions of builtins, methods of builtin types,
# keys that call Python code back.
def key(x):
    return -x


def main():
    data = [5, 3, 8, 1]
    out = []
    for x in data:
        out.append(x * 2)
    print(len(out), isinstance(out, list), isinstance(3, (int, str)))
    print(sorted(data, key=key), sorted(data, key=lambda v: v % 3))
    d = {"a": 1}
    print(d.get("a"), d.get("b", 0), d.setdefault("c", 3), sorted(d.keys()))
    print(", ".join(["x", "y", "z"]), "-".join(str(v) for v in data))
    print(min(data, key=key), max(data, key=lambda v: -v), min(4, 2), max([1, 9]))
    print(abs(-3), divmod(7, 2), round(2.5), pow(2, 10), hash(1) == hash(1))
    print("abc".upper(), "a,b".split(","), "  x ".strip(), "x".startswith("x"))
    s = set()
    s.add(1)
    s.update([2, 3])
    print(sorted(s), list(reversed(data)), list(enumerate("ab")), list(zip(data, "ab")))
    print(getattr(d, "get")("a"), hasattr(d, "nope"), type(d).__name__, repr(1.5))


main()
