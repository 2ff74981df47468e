# Value patterns: dotted names are looked up (and compared with ==) each time.
class Color:
    RED = 1
    GREEN = 2
    BLUE = 3

class Namespace:
    class Inner:
        LIMIT = 100

def name_of(c):
    match c:
        case Color.RED:
            return "red"
        case Color.GREEN:
            return "green"
        case Color.BLUE:
            return "blue"
        case Namespace.Inner.LIMIT:
            return "limit"
    return "unknown"

for c in [1, 2, 3, 100, 4, 2.0]:
    print(c, name_of(c))

Color.RED = 7
print("after rebinding RED:", name_of(7), name_of(1))

class Loud:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("  Loud.__eq__", self.v, repr(other))
        return self.v == other

class Holder:
    pass

Holder.THING = Loud(5)

def check(x):
    match x:
        case Holder.THING:
            return "thing"
    return "no"

print(check(5))
print(check(6))
