# Or-patterns: alternatives tried left to right, each binding the same names.
def f(x):
    match x:
        case 1 | 2 | 3:
            return "small"
        case [a] | (a, _) | {"a": a}:
            return f"a={a}"
        case [x1, y1] | [x1, y1, _]:
            return f"pair-ish {x1} {y1}"
        case str() | bytes():
            return "text"
        case {"k": (1 | 2) as k}:
            return f"k in 1|2: {k}"
        case _:
            return "other"

for x in [1, 3, 4, [7], (8, 9), {"a": 5}, [1, 2, 3], "s", b"b", {"k": 2}, {"k": 3}, None]:
    print(repr(x), "->", f(x))

def order(x):
    match x:
        case (a, b) | (b, a, _):
            return (a, b)
    return None

print(order((1, 2)), order((1, 2, 3)))

def reorder(p):
    match p:
        case {"x": x, "y": y} | [y, x] | (x, y, "swapped-no"):
            return x, y
    return None

print(reorder({"x": 1, "y": 2}), reorder([3, 4]), reorder((5, 6, "swapped-no")))

def many(p):
    match p:
        case [a, b, c, d] | [d, c, b, a, "rev"] | {"a": a, "b": b, "c": c, "d": d}:
            return (a, b, c, d)
    return None

print(many([1, 2, 3, 4]), many([1, 2, 3, 4, "rev"]), many({"d": 4, "c": 3, "b": 2, "a": 1}))
