# `match` and `case` stay usable as ordinary names; `_` in a case is never bound.
match = [1, 2, 3]
case = "case"
print(match[0], case)

def match_it(match):
    match match:
        case [case, *_]:
            return case
    return None

print(match_it(match), match_it("x"))

_ = "keep"
match (1, 2):
    case (_, _):
        print("wildcards leave _ =", _)

def g(match, case=0):
    return match + case

print(g(1, case=2))
