# send(), throw() and yield from: PY_RESUME / PY_THROW enter, PY_YIELD /
# PY_RETURN / PY_UNWIND leave.
def accumulator():
    """Yields the running sum of what is sent; sending None ends it."""
    sums = [0]
    while (value := (yield sums[-1])) is not None:
        sums.append(sums[-1] + value)
    return sums[-1]


def delegate():
    result = yield from accumulator()
    print("accumulated", result)
    yield "after"


def fragile():
    yield 1
    yield 2


def main():
    acc = accumulator()
    next(acc)
    for v in (1, 2, 3):
        print(acc.send(v))
    try:
        acc.send(None)
    except StopIteration as stop:
        print("returned", stop.value)
    d = delegate()
    next(d)
    d.send(5)
    print(d.send(None))
    f = fragile()
    next(f)
    try:
        f.throw(RuntimeError("boom"))
    except RuntimeError as error:
        print("thrown", error)


main()
