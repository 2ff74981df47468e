# conformance: stderr-full
# Tracebacks of exceptions raised in frames entered by specialized
# instructions (exact-argument calls, bound methods, property getters,
# __init__, super() methods, generators driven by a for loop): every frame
# must appear, with its line and caret marks, exactly as in a generic call.
import sys


def report(action):
    try:
        action()
    except Exception as e:
        sys.excepthook(type(e), e, e.__traceback__)


def divide(a, b):
    return a / b


def caller(a, b):
    return divide(a, b) + 1


class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = 100 // balance

    @property
    def ratio(self):
        return self.owner / self.balance

    def share(self, parts):
        return self.balance // parts


class Savings(Account):
    def share(self, parts):
        return super().share(parts) * 2


def countdown(n):
    for k in range(n, 0, -1):
        yield 10 // (k - 3)


def total(n):
    s = 0
    for v in countdown(n):
        s += v
    return s


# Warm every path with calls that succeed.
for i in range(300):
    caller(i, 1)
    acct = Savings(i, 5)
    acct.ratio
    acct.share(2)
    total(2)
acct = Savings(10, 5)

report(lambda: caller(1, 0))
report(lambda: Account("x", 0))
report(lambda: Savings("owner", 4).ratio)
report(lambda: acct.share(0))
report(lambda: total(3))
print("reported five tracebacks", file=sys.stderr)
print(caller(1, 2), acct.ratio, acct.share(3), total(2))
caller(2, 0)
