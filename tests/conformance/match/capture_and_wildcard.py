# Capture patterns bind the subject; `_` binds nothing; names persist after the match.
def f(subject):
    match subject:
        case [x, _]:
            return "pair", x
        case x:
            return "anything", x

print(f([1, 2]))
print(f("text"))
print(f([1, 2, 3]))

_ = "untouched"
match 42:
    case _:
        pass
print("underscore still", _)

match (10, 20):
    case (first, second):
        pass
print("after match:", first, second)

def g():
    match {"a": 1}:
        case {"a": value}:
            pass
    return value

print("local binding", g())

total = 0
for item in [3, "x", 4, None, 5]:
    match item:
        case int(n):
            total += n
        case other:
            print("skipped", repr(other))
print("total", total)
