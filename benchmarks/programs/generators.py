# bench-count-size: 4000
# Generator pipelines: a chain of generator functions and generator
# expressions (source, parse, filter, window, group, merge) with yield from,
# send() into a coroutine-style accumulator, and lazily merged sorted
# streams. The size is the number of records the source produces.
import sys


def source(count, seed):
    state = seed
    for i in range(count):
        state = (state * 1103515245 + 12345) % 2147483648
        yield "%d,%s,%d" % (i, "abcdefgh"[(state >> 16) % 8], (state >> 10) % 1000)


def parse(lines):
    for line in lines:
        ident, key, value = line.split(",")
        yield int(ident), key, int(value)


def only(records, keys):
    return (record for record in records if record[1] in keys)


def windows(values, size):
    window = []
    for value in values:
        window.append(value)
        if len(window) > size:
            window.pop(0)
        if len(window) == size:
            yield sum(window)


def runs(records):
    # Groups consecutive records with the same key, like itertools.groupby.
    current = None
    group = []
    for record in records:
        if record[1] != current and group:
            yield current, group
            group = []
        current = record[1]
        group.append(record)
    if group:
        yield current, group


def flatten(nested):
    for item in nested:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item


def nested_lists(depth, width, start):
    if depth == 0:
        return start
    return [nested_lists(depth - 1, width, start * width + k) for k in range(width)]


def merge(*streams):
    heads = []
    for index, stream in enumerate(streams):
        for value in stream:
            heads.append([value, index, stream])
            break
    while heads:
        smallest = min(heads)
        yield smallest[0]
        for value in smallest[2]:
            smallest[0] = value
            break
        else:
            heads.remove(smallest)


def accumulator():
    total = 0
    count = 0
    while True:
        value = yield total, count
        if value is None:
            break
        total += value
        count += 1
    return total


def counting(start, step):
    while True:
        yield start
        start += step


def take(n, iterable):
    for i, value in enumerate(iterable):
        if i >= n:
            return
        yield value


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 125000
    records = only(parse(source(count, 42)), set("abcdef"))
    window_total = sum(windows((value for _, _, value in records), 5))
    longest = max(len(group) for _, group in runs(parse(source(count, 7))))
    flat = sum(flatten(nested_lists(6, 5, 1)))
    print("generators", count, window_total, longest, flat)

    streams = [take(count // 8, counting(k, 3 + k)) for k in range(5)]
    merged = list(merge(*streams))
    ordered = all(a <= b for a, b in zip(merged, merged[1:]))
    adder = accumulator()
    next(adder)
    for value in merged[::3]:
        total, seen = adder.send(value % 1000)
    try:
        adder.send(None)
    except StopIteration as stop:
        final = stop.value
    squares = sum(x * x for x in range(count) if x % 3 == 1)
    pairs = sum(1 for a, b in zip(source(count // 4, 1), source(count // 4, 2)) if a < b)
    print("pipeline", len(merged), ordered, total, seen, final, squares, pairs)


if __name__ == "__main__":
    main()
