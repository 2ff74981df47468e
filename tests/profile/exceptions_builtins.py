# Builtins that raise (C_RAISE ends their call) and exceptions from Python
# code called by builtins.
def parse(text):
    try:
        return int(text)
    except ValueError:
        return None


def failing_key(x):
    if x == 3:
        raise LookupError(x)
    return x


def main():
    print([parse(t) for t in ("1", "x", "3", "")])
    d = {"a": 1}
    try:
        d.pop("missing")
    except KeyError as error:
        print("KeyError", error)
    it = iter([1])
    next(it)
    print(next(it, "default"))
    try:
        next(it)
    except StopIteration:
        print("exhausted")
    try:
        sorted([1, 2, 3, 4], key=failing_key)
    except LookupError as error:
        print("key raised", error)
    try:
        len(5)
    except TypeError as error:
        print(error)


main()
