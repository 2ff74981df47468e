# An uncaught TypeError from a class pattern with too many positional sub-patterns.
class Pair:
    __match_args__ = ("left", "right")
    def __init__(self, left, right):
        self.left = left
        self.right = right

for p in [Pair(1, 2), Pair(3, 4)]:
    match p:
        case Pair(a, b):
            print("pair", a, b)

match Pair(5, 6):
    case Pair(a, b, c):
        print("unreachable")
