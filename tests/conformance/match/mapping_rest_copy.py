# **rest is a new dict of the remaining items, in the subject's order.
original = {"z": 26, "a": 1, "m": 13, "b": 2}
match original:
    case {"a": a, "b": b, **rest}:
        print(a, b, rest)
        rest["new"] = 0
print("original unchanged:", original)

class OrderedMapping(dict):
    pass

match OrderedMapping(x=1, y=2, z=3):
    case {"y": _, **rest}:
        print(type(rest).__name__, rest)

match {1: "one", 1.5: "x", "t": "tuple"}:
    case {"t": t, **rest}:
        print(t, rest)

def keys_only(m):
    match m:
        case {"id": _, **extra} if not extra:
            return "just id"
        case {"id": _, **extra}:
            return "id plus " + ",".join(sorted(extra))
    return "no id"

print(keys_only({"id": 1}), keys_only({"id": 1, "b": 2, "a": 3}), keys_only({}))
