# Match statements nested in case bodies, loops and try blocks.
def evaluate(expr):
    match expr:
        case ("num", n):
            return n
        case ("neg", e):
            return -evaluate(e)
        case (op, left, right):
            l, r = evaluate(left), evaluate(right)
            match op:
                case "+":
                    return l + r
                case "-":
                    return l - r
                case "*":
                    return l * r
                case "/":
                    try:
                        return l / r
                    except ZeroDivisionError:
                        return float("inf")
                case other:
                    raise ValueError(f"bad op {other}")
    raise ValueError(f"bad expression {expr!r}")

tree = ("+", ("num", 2), ("*", ("num", 3), ("neg", ("num", 4))))
print(evaluate(tree))
print(evaluate(("/", ("num", 1), ("num", 0))))
for bad in [("^", ("num", 1), ("num", 2)), ("what",)]:
    try:
        evaluate(bad)
    except ValueError as e:
        print("ValueError:", e)

commands = ["go north", "take lamp", "drop", "look", "go", "quit"]
for line in commands:
    match line.split():
        case ["go", direction]:
            print("going", direction)
        case ["take" | "drop" as verb, *objects] if objects:
            print(verb, objects)
        case [verb]:
            match verb:
                case "look":
                    print("looking")
                case "quit":
                    print("bye")
                    break
                case _:
                    print("need an object for", verb)
        case _:
            print("unknown", line)
