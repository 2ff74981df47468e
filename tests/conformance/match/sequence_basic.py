# Sequence patterns with list and tuple syntax, fixed lengths, nested.
def shape(s):
    match s:
        case []:
            return "empty"
        case [a]:
            return f"one {a}"
        case (a, b):
            return f"two {a} {b}"
        case [a, b, c]:
            return f"three {a} {b} {c}"
        case [[a, b], [c, d]]:
            return f"matrix {a}{b}{c}{d}"
        case _:
            return "longer or other"

for s in [[], (), [1], (1,), [1, 2], (1, 2), [1, 2, 3], (4, 5, 6), [[1, 2], [3, 4]],
          [1, 2, 3, 4], range(2), "ab", b"ab", bytearray(b"ab"), {1: 2}, {1, 2}, 5]:
    print(repr(s), "->", shape(s))
