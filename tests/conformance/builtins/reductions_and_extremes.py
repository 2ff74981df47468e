# min/max with key and default (and their errors for empty input), sum with
# start (and the str/bytes refusals), abs, any, all.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: min([]))
check(lambda: max([]))
check(lambda: min([], default=None))
check(lambda: max([], key=len, default=3))
check(lambda: max(1, 2, default=0))
check(lambda: max(1, 2, 3, default=3))
check(lambda: min(3, 1, 2, key=lambda v: -v))
check(lambda: max("abc", key=ord))
check(lambda: min(1, "a"))
check(lambda: max(5))
check(lambda: max(x=1))
check(lambda: min(x=1))
check(lambda: min())
check(lambda: min(1, 2, foo=1))
check(lambda: max([1], key=1))
check(lambda: max([("a", 2), ("b", 2)], key=lambda p: p[1]))
check(lambda: min([("a", 2), ("b", 2)], key=lambda p: p[1]))
check(lambda: max([1, 5, 3], key=None))
check(lambda: max(iter([4, 9, 2])))
check(lambda: sum(["a", "b"], ""))
check(lambda: sum([[1], [2]], []))
check(lambda: sum([1, 2], start=10))
check(lambda: sum([0.1] * 10))
check(lambda: sum([1, 2.5, True]))
check(lambda: sum(["a"]))
check(lambda: sum())
check(lambda: sum(1))
check(lambda: sum([], 1, 2))
check(lambda: sum(range(101)))
check(lambda: sum([10 ** 20, 10 ** 20]))
check(lambda: abs(-5))
check(lambda: abs(-0.0))
check(lambda: abs("x"))
check(lambda: abs(True))
check(lambda: abs(-2 ** 100))
check(lambda: abs())
check(lambda: any(5))
check(lambda: any([]))
check(lambda: all([]))
check(lambda: any([0, "", None]))
check(lambda: all([1, "x", [0]]))
check(lambda: any())
check(lambda: all(1, 2))


class Loud:
    def __init__(self, value):
        self.value = value

    def __bool__(self):
        print("bool of", self.value)
        return bool(self.value)


print(any(Loud(v) for v in [0, 1, 2]))
print(all(Loud(v) for v in [1, 0, 2]))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, int):
            return Money(self.cents + other)
        return Money(self.cents + other.cents)

    __radd__ = __add__

    def __abs__(self):
        return Money(abs(self.cents))

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return "Money(%d)" % self.cents


wallet = [Money(5), Money(-20), Money(7)]
print(sum(wallet), sum(wallet, Money(100)), abs(Money(-3)))
print(min(wallet), max(wallet), max(wallet, key=lambda m: abs(m.cents)))
