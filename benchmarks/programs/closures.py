# bench-count-size: 400
# Closures and higher-order functions: function composition, currying,
# memoizing and counting decorators, callbacks held in dicts, closures that
# share and rebind state through nonlocal, and hand-written map/filter/fold
# used to build a small parser-combinator library that parses arithmetic.
# The size is the number of inputs handled by each part.
import sys


def compose(*functions):
    def composed(value):
        for function in reversed(functions):
            value = function(value)
        return value
    return composed


def curry(function, arity):
    def collect(args):
        def step(arg):
            new_args = args + (arg,)
            if len(new_args) == arity:
                return function(*new_args)
            return collect(new_args)
        return step
    return collect(())


def memoize(function):
    cache = {}

    def wrapper(*args):
        if args not in cache:
            cache[args] = function(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper


def counted(function):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return function(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


def make_counter(start):
    count = start

    def increment(by=1):
        nonlocal count
        count += by
        return count

    def reset():
        nonlocal count
        count = start
    return increment, reset


def fold(function, items, initial):
    result = initial
    for item in items:
        result = function(result, item)
    return result


def my_map(function, items):
    return [function(item) for item in items]


def my_filter(predicate, items):
    return [item for item in items if predicate(item)]


# Parser combinators: a parser is a function (text, pos) -> (value, pos) or None.
def char(predicate):
    def parse(text, pos):
        if pos < len(text) and predicate(text[pos]):
            return text[pos], pos + 1
        return None
    return parse


def many1(parser):
    def parse(text, pos):
        values = []
        result = parser(text, pos)
        while result is not None:
            value, pos = result
            values.append(value)
            result = parser(text, pos)
        return (values, pos) if values else None
    return parse


def mapped(parser, function):
    def parse(text, pos):
        result = parser(text, pos)
        if result is None:
            return None
        return function(result[0]), result[1]
    return parse


def sequence(*parsers):
    def parse(text, pos):
        values = []
        for parser in parsers:
            result = parser(text, pos)
            if result is None:
                return None
            value, pos = result
            values.append(value)
        return values, pos
    return parse


def either(*parsers):
    def parse(text, pos):
        for parser in parsers:
            result = parser(text, pos)
            if result is not None:
                return result
        return None
    return parse


def chain_left(operand, operators):
    def parse(text, pos):
        result = operand(text, pos)
        if result is None:
            return None
        value, pos = result
        while True:
            op = operators(text, pos)
            if op is None:
                return value, pos
            combine, after = op
            right = operand(text, after)
            if right is None:
                return value, pos
            value, pos = combine(value, right[0]), right[1]
    return parse


def build_arithmetic():
    number = mapped(many1(char(str.isdigit)), lambda digits: int("".join(digits)))
    operations = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
                  "*": lambda a, b: a * b, "/": lambda a, b: a // b if b else 0}

    def operator(symbols):
        return mapped(char(lambda c: c in symbols), operations.__getitem__)

    def expression(text, pos):
        return sum_parser(text, pos)
    group = mapped(sequence(char("(".__eq__), expression, char(")".__eq__)), lambda v: v[1])
    term = chain_left(either(number, group), operator("*/"))
    sum_parser = chain_left(term, operator("+-"))
    return expression


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
    pipeline = compose(lambda x: x * 3, lambda x: x + 7, abs, lambda x: x - count // 2)
    add3 = curry(lambda a, b, c: a * 100 + b * 10 + c, 3)
    total = fold(lambda acc, x: (acc + pipeline(x)) % 1000003, range(count), 0)
    curried = sum(add3(i % 10)(i // 10 % 10)(i // 100 % 10) for i in range(count))

    @memoize
    def paths(rows, cols):
        if rows == 0 or cols == 0:
            return 1
        return paths(rows - 1, cols) + paths(rows, cols - 1)

    @counted
    def collatz_length(n):
        steps = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            steps += 1
        return steps

    lattice = paths(60, 60) % 1000000007
    lengths = my_map(collatz_length, range(1, count // 2 + 1))
    long_ones = my_filter(lambda n: n > 100, lengths)
    increment, reset = make_counter(10)
    for i in range(count):
        increment(i % 3)
        if i % 1000 == 999:
            reset()
    handlers = {"even": lambda n: n // 2, "odd": lambda n: 3 * n + 1}
    dispatched = fold(lambda acc, n: acc + handlers["even" if n % 2 == 0 else "odd"](n),
                      range(count), 0)
    print("closures", count, total, curried, lattice, len(paths.cache), sum(long_ones),
          collatz_length.calls, increment(0), dispatched)

    parse = build_arithmetic()
    state = 99
    results = 0
    for i in range(count // 4):
        parts = []
        for k in range(6):
            state = (state * 1103515245 + 12345) % 2147483648
            number = str((state >> 12) % 100)
            parts.append("(" + number + "+" + str(k) + ")" if (state >> 20) % 3 == 0 else number)
            parts.append("+-*/"[(state >> 24) % 4])
        text = "".join(parts[:-1])
        value, end = parse(text, 0)
        results = (results * 31 + value + end) % 1000000007
    print("combinators", results)


if __name__ == "__main__":
    main()
