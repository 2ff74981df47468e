# Guards: evaluated after the pattern matched and the names were bound.
def classify(point):
    match point:
        case (x, y) if x == y:
            return "diagonal"
        case (x, y) if x > y:
            return "below"
        case (x, y):
            return "above"
        case _:
            return "not a point"

for p in [(1, 1), (3, 1), (1, 3), [2, 2], "xy"]:
    print(p, classify(p))

def log(msg, result):
    print("  guard:", msg)
    return result

def run(value):
    match value:
        case int() if log("int check", value > 10):
            return "big int"
        case int() if log("second guard", False):
            return "never"
        case n if log("catch-all guarded", n is None):
            return "none"
        case _ if log("wildcard guard", True):
            return "default"

for v in [50, 5, None, "s"]:
    print(v, "->", run(v))

def walrus(v):
    match v:
        case [x, *rest] if (n := len(rest)) > 1:
            return (x, n)
        case _:
            return None

print(walrus([1, 2, 3]), walrus([1, 2]))

def guarded_default(v):
    match v:
        case 1:
            return "one"
        case _ if v < 0:
            return "negative"
    return "fell off"

print(guarded_default(1), guarded_default(-3), guarded_default(7))
