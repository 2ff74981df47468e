# A single case, a lone wildcard, a trailing wildcard with and without a guard.
def only_wildcard(x):
    match x:
        case _:
            return "always"

def single_case(x):
    match x:
        case [a]:
            return a
    return "fell through"

def capture_last(x):
    match x:
        case 0:
            return "zero"
        case other:
            return ("other", other)

def wildcard_guard(x, flag):
    match x:
        case 0:
            return "zero"
        case _ if flag:
            return "flagged"
    return "none"

print(only_wildcard(1), single_case([5]), single_case(5))
print(capture_last(0), capture_last("z"))
print(wildcard_guard(0, False), wildcard_guard(1, True), wildcard_guard(1, False))

def subject_evaluated_once():
    calls = []
    def subject():
        calls.append(1)
        return 3
    match subject():
        case 1:
            pass
        case 2:
            pass
        case 3:
            pass
    return len(calls)

print("subject evaluated", subject_evaluated_once(), "time")

match [1, 2]:
    case [a, b] if a > b:
        print("no")
print("no case matched and no error")
