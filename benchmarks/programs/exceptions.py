# bench-count-size: 2000
# Exceptions raised and caught in loops: a hierarchy of custom exceptions,
# try/except/else/finally, re-raising, chaining with `raise ... from`,
# exceptions crossing several frames, context managers that suppress, and
# builtin errors (KeyError, ValueError, ZeroDivisionError, IndexError) used
# as control flow. The size is the number of iterations.
import sys


class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(code, detail)
        self.code = code


class RetryableError(AppError):
    pass


class FatalError(AppError):
    pass


class ValidationError(ValueError):
    pass


def validate(record):
    if not record:
        raise ValidationError("empty")
    if record[0] < 0:
        raise ValidationError("negative: %d" % record[0])
    return sum(record)


def risky(n, depth):
    if depth > 0:
        return risky(n, depth - 1) + 1
    if n % 7 == 0 or n % 29 < 5:
        raise RetryableError(n % 5, "try again")
    if n % 13 == 0:
        raise FatalError(n % 3, "give up")
    return n


def with_retries(n):
    attempts = 0
    while True:
        try:
            attempts += 1
            return risky(n + attempts - 1, 4), attempts
        except RetryableError as error:
            if attempts > 3:
                raise FatalError(error.code, "too many retries") from error


class Suppress:
    def __init__(self, *kinds):
        self.kinds = kinds
        self.suppressed = 0

    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        if kind is not None and issubclass(kind, self.kinds):
            self.suppressed += 1
            return True
        return False


def lookup_all(table, keys):
    found = missing = 0
    for key in keys:
        try:
            found += table[key]
        except KeyError:
            missing += 1
    return found, missing


def parse_ints(words):
    total = bad = 0
    for word in words:
        try:
            total += int(word)
        except ValueError:
            bad += 1
        else:
            total += 1
    return total, bad


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    ok = fatal = retried = chained = cleanups = 0
    codes = {}
    for n in range(1, count):
        try:
            value, attempts = with_retries(n)
            ok += value % 10
            retried += attempts - 1
        except FatalError as error:
            fatal += 1
            codes[error.code] = codes.get(error.code, 0) + 1
            if error.__cause__ is not None:
                chained += 1
        finally:
            cleanups += 1
    print("exceptions", count, ok, fatal, retried, chained, cleanups, sorted(codes.items()))

    invalid = 0
    guard = Suppress(ZeroDivisionError, IndexError)
    totals = 0
    for n in range(count):
        record = [n % 5 - 1] * (n % 4)
        try:
            totals += validate(record)
        except ValidationError as error:
            invalid += 1 if "negative" in str(error) else 2
        with guard:
            totals += 100 // (n % 6)
        with guard:
            totals += record[2]
    table = {i: i * i for i in range(0, count, 3)}
    found, missing = lookup_all(table, range(count))
    words = [str(n) if n % 4 else "x%d" % n for n in range(count)]
    parsed, bad = parse_ints(words)
    nested = 0
    for n in range(count // 10):
        try:
            try:
                raise KeyError(n)
            except KeyError as inner:
                raise AppError(1, "wrapped") from inner
        except AppError as outer:
            nested += outer.__cause__.args[0] % 3
    print("handled", invalid, guard.suppressed, totals, found, missing, parsed, bad, nested)


if __name__ == "__main__":
    main()
