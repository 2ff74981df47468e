# A sample for linedebug: an exception raised two frames down and caught,
# a finally clause, and at the end an uncaught ZeroDivisionError.


class ValidationError(Exception):
    pass


def parse(text):
    if not text.isdigit():
        raise ValidationError("not a number: " + text)
    return int(text)


def parse_all(items):
    results = []
    for item in items:
        try:
            results.append(parse(item))
        except ValidationError as exc:
            results.append(None)
            print("skipped:", exc)
        finally:
            print("checked", item)
    return results


def ratio(a, b):
    return a / b


print(parse_all(["1", "x", "3"]))
print(ratio(6, 3))
print(ratio(1, 0))
print("not reached")
