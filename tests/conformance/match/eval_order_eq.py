# When and how often __eq__ runs: value patterns call subject == value, in order.
class Tracer:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        print(f"  {self.name}.__eq__({other!r})")
        return other == 3
    def __repr__(self):
        return self.name

def test(subject):
    match subject:
        case 1:
            return "one"
        case 2 | 3:
            return "two or three"
        case [1, 2]:
            return "list"
        case _:
            return "default"

print(test(Tracer("t")))
print(test([Tracer("a"), 2]))

class Consts:
    A = Tracer("A")

match 3:
    case Consts.A:
        print("matched via reflected __eq__")

class Obj:
    __match_args__ = ("v",)
    def __init__(self, v):
        self.v = v

match Obj(Tracer("inner")):
    case Obj(5):
        print("no")
    case Obj(3):
        print("yes via inner __eq__")
