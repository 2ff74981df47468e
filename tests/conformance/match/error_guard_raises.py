# An exception raised by a guard propagates; the captures were already bound.
def check(v):
    global seen
    match v:
        case [first, *rest] if first.upper():
            return "ok"
    return "no"

print(check(["a", 1]))
try:
    check([1, 2])
except AttributeError as e:
    print("AttributeError:", e)
print(check([]))
check([None])
