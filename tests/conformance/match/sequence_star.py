# Star patterns in sequences: *rest, *_ at every position.
def split(s):
    match s:
        case [first, *rest]:
            return ("head", first, rest)
        case _:
            return ("empty",)

def ends(s):
    match s:
        case [a, *middle, z]:
            return (a, middle, z)
        case [only]:
            return ("only", only)
    return None

def last_two(s):
    match s:
        case [*_, y, z]:
            return (y, z)
    return "short"

def first_last_skip(s):
    match s:
        case [a, *_, z]:
            return (a, z)
    return "short"

for s in [[1, 2, 3], [1], [], (9, 8, 7, 6), range(5), "abc"]:
    print(repr(s), split(s), ends(s), last_two(s), first_last_skip(s))

match (1, 2, 3):
    case (*everything,):
        print("everything", everything, type(everything).__name__)

match [1, 2]:
    case [*_]:
        print("any sequence")
