# Mapping patterns: required keys, extra keys allowed, **rest, literal and dotted keys.
class Keys:
    NAME = "name"

def describe(m):
    match m:
        case {"type": "point", "x": x, "y": y}:
            return f"point {x},{y}"
        case {"type": "circle", "r": r, **others}:
            return f"circle r={r} others={others}"
        case {Keys.NAME: n}:
            return f"named {n}"
        case {1: one, -2: minus_two}:
            return f"ints {one} {minus_two}"
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"

for m in [{"type": "point", "x": 1, "y": 2, "z": 3}, {"type": "circle", "r": 5},
          {"type": "circle", "r": 5, "color": "red", "fill": True}, {"name": "bob"},
          {1: "a", -2: "b"}, {1: "a"}, {}, [("type", "point")], "name", None]:
    print(m, "->", describe(m))

match {"a": 1, "b": 2, "c": 3}:
    case {"b": b, **rest}:
        print("b", b, "rest", rest, type(rest).__name__)

match {"x": 1}:
    case {**everything}:
        print("everything", everything)
