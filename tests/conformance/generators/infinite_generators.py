# Infinite generators combined lazily, always cut off by a consumer.

def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1

def take(n, it):
    it = iter(it)
    return [next(it) for _ in range(n)]

def take_while(pred, it):
    for x in it:
        if not pred(x):
            return
        yield x

def drop_while(pred, it):
    it = iter(it)
    for x in it:
        if not pred(x):
            yield x
            break
    yield from it

def mapped(fn, it):
    for x in it:
        yield fn(x)

def filtered(pred, it):
    for x in it:
        if pred(x):
            yield x

def cycle(items):
    saved = list(items)
    while saved:
        yield from saved

def repeat(value, times=None):
    if times is None:
        while True:
            yield value
    else:
        for _ in range(times):
            yield value

def accumulate(it):
    total = 0
    for x in it:
        total += x
        yield total

def pairwise(it):
    it = iter(it)
    prev = next(it)
    for x in it:
        yield prev, x
        prev = x

print(take(5, naturals(10)))
print(list(take_while(lambda x: x * x < 50, naturals())))
print(take(3, drop_while(lambda x: x < 100, naturals(95))))
print(take(6, cycle("ab")), take(3, repeat("x")), list(repeat(0, 2)))
print(take(5, mapped(lambda x: x ** 2, filtered(lambda x: x % 3 == 0, naturals()))))
print(take(6, accumulate(naturals(1))))
print(take(4, pairwise(naturals())))
triangular = accumulate(naturals(1))
print(next(filtered(lambda t: t > 1000, triangular)))

def primes():
    yield 2
    composites = {}
    for n in naturals(3):
        if n % 2 == 0:
            continue
        if n not in composites:
            composites[n * n] = n
            yield n
        else:
            p = composites.pop(n)
            m = n + 2 * p
            while m in composites:
                m += 2 * p
            composites[m] = p

print(take(20, primes()))
print(list(take_while(lambda p: p < 60, primes())))
print(take(0, naturals()), list(cycle([])))
