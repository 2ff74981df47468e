# An uncaught ExceptionGroup with a nested group: CPython draws the boxes,
# numbers the sub-exceptions and indents their tracebacks.


def check(value):
    if value < 0:
        raise ValueError("negative: %d" % value)
    if value > 100:
        raise OverflowError("too big: %d" % value)
    return value


def validate_all(values):
    problems = []
    for value in values:
        try:
            check(value)
        except Exception as error:
            problems.append(error)
    inner = ExceptionGroup("inner checks", [TypeError("not a number: 'x'")])
    problems.append(inner)
    if problems:
        raise ExceptionGroup("validation failed", problems)


print("validating")
validate_all([5, -1, 200])
