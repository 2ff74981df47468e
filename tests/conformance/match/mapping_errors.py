# Run-time errors of mapping patterns: duplicate keys found only at run time.
class K:
    A = "a"
    B = "a"

def run(m):
    try:
        match m:
            case {K.A: x, K.B: y}:
                return ("matched", x, y)
        return "no match"
    except ValueError as e:
        return ("ValueError", str(e))

print(run({"a": 1}))
print(run([]))

class K2:
    ONE = 1
    TRUE = True

try:
    match {1: "x"}:
        case {K2.ONE: a, K2.TRUE: b}:
            print("no")
except ValueError as e:
    print("ValueError:", e)

class BadGet(dict):
    def get(self, key, default=None):
        raise KeyError("boom " + repr(key))

try:
    match BadGet(a=1):
        case {"a": v}:
            print("no")
except KeyError as e:
    print("KeyError:", e)

class Unhashable:
    __hash__ = None

class K3:
    KEY = Unhashable()

try:
    match {}:
        case {K3.KEY: v}:
            print("no")
        case {}:
            print("empty mapping matched first? no: length check first")
except TypeError as e:
    print("TypeError:", e)

try:
    match {"x": 1}:
        case {K3.KEY: v}:
            print("no")
except TypeError as e:
    print("TypeError:", e)
