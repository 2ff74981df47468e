# match inside generators, with yield in case bodies and break/continue in loops.
def tokens(items):
    for item in items:
        match item:
            case int(n) if n < 0:
                continue
            case int(n):
                yield ("int", n)
            case str(s):
                for ch in s:
                    yield ("char", ch)
            case None:
                return
            case [*inner]:
                yield from tokens(inner)

print(list(tokens([1, -2, "ab", [3, [4, "c"]], None, 99])))

def first_pair(rows):
    result = None
    for row in rows:
        match row:
            case [a, b]:
                result = (a, b)
                break
            case _:
                continue
    else:
        result = "none found"
    return result

print(first_pair([[1], [2, 3], [4, 5]]), first_pair([[1]]))

def send_protocol():
    total = 0
    while True:
        msg = yield total
        match msg:
            case ("add", n):
                total += n
            case ("reset",):
                total = 0
            case "stop":
                return total

g = send_protocol()
next(g)
print(g.send(("add", 5)), g.send(("add", 7)), g.send(("reset",)), g.send(("add", 1)))
try:
    g.send("stop")
except StopIteration as e:
    print("returned", e.value)
