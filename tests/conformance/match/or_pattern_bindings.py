# Names bound by a failed alternative: captures are stored only when the whole pattern
# matched, so failed alternatives and failed cases leave earlier bindings alone.
x = "before"
y = "before"
match [1, 2, 3]:
    case [x, y] | [x, y, 4]:
        print("no")
    case _:
        pass
print("after failed alternatives:", x, y)

a = "old"
match (1, 2):
    case (a, 3):
        print("no")
    case (b, 2):
        print("matched second case, b =", b)
print("a is still", a)

match (5, 6):
    case (p, 6) | (6, p):
        print("p =", p)

match (6, 7):
    case (p, 6) | (6, p):
        print("p now", p)

def guard_failed():
    q = "unset"
    match 10:
        case q if q > 100:
            return "no"
        case _:
            return q
print("guard failed but captured:", guard_failed())
