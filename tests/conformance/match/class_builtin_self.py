# The builtin types match the whole subject with one positional sub-pattern.
def kind(x):
    match x:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"
        case float(f):
            return f"float {f}"
        case str(s):
            return f"str {s!r}"
        case bytes(b):
            return f"bytes {b!r}"
        case bytearray(b):
            return f"bytearray {b!r}"
        case list(l):
            return f"list {l}"
        case tuple(t):
            return f"tuple {t}"
        case dict(d):
            return f"dict {d}"
        case set(s):
            return f"set {sorted(s)}"
        case frozenset(s):
            return f"frozenset {sorted(s)}"
    return "other " + type(x).__name__

for x in [True, 3, 2.5, "hi", b"by", bytearray(b"ba"), [1], (2,), {"k": 1}, {3, 1}, frozenset({2}),
          None, 1j, range(2)]:
    print(kind(x))

class MyInt(int):
    pass

class MyIntWithArgs(int):
    __match_args__ = ("real", "imag")

match MyInt(7):
    case MyInt(v):
        print("subclass matches itself:", v, type(v).__name__)

match MyIntWithArgs(7):
    case MyIntWithArgs(r, i):
        print("subclass with __match_args__:", r, i)

match 5:
    case int(5):
        print("int(5) literal sub-pattern")

match "abc":
    case str("abc" | "xyz") as s:
        print("str alternatives", s)

try:
    match 5:
        case int(a, b):
            print("no")
except TypeError as e:
    print("TypeError:", e)

try:
    match 1j:
        case complex(z):
            print("no")
except TypeError as e:
    print("TypeError:", e)
