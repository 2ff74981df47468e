# bool/list/tuple/dict/set constructors, iter() with a sentinel and next()
# with a default, with the errors each gives.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: bool([]))
check(lambda: bool(x=1))
check(lambda: bool(1, 2))
check(lambda: list(1))
check(lambda: list(1, 2))
check(lambda: list(x=1))
check(lambda: tuple(None))
check(lambda: tuple("abc"))
check(lambda: dict([(1, 2), (3,)]))
check(lambda: dict([1]))
check(lambda: dict(a=1, b=2))
check(lambda: dict({"a": 1}, b=2))
check(lambda: dict([("a", 1)], a=2))
check(lambda: dict(1))
check(lambda: dict({}, {}))
check(lambda: dict(**{"k": 1}))
check(lambda: dict(zip("ab", range(2))))
check(lambda: set(1))
check(lambda: set([[]]))
check(lambda: set("aab") == {"a", "b"})
check(lambda: iter(5))
check(lambda: iter())
check(lambda: iter(lambda: 1, 1, 2))
check(lambda: iter(5, 1))
check(lambda: list(iter(iter([1, 2, 3, 4]).__next__, 3)))

counter = [0]


def tick():
    counter[0] += 1
    return counter[0]


check(lambda: list(iter(tick, 4)))
check(lambda: next(iter([]), "default"))
check(lambda: next(iter([])))
check(lambda: next([]))
check(lambda: next())
check(lambda: next(iter([]), 1, 2))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"), next(it, None))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


check(lambda: list(Countdown(3)))
check(lambda: tuple(Countdown(2)))
check(lambda: dict.fromkeys(Countdown(3), 0))


class NotIterator:
    def __iter__(self):
        return 5


check(lambda: list(NotIterator()))
check(lambda: iter(NotIterator()))
