# An uncaught ValueError: two attribute keys of a mapping pattern are equal at run time.
class Keys:
    FIRST = "k"
    SECOND = "k"

print("start")
match {"k": 1}:
    case {Keys.FIRST: a, Keys.SECOND: b}:
        print("unreachable")
