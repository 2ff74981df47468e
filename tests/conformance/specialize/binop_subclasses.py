# Binary operator and comparison sites warmed with exact ints and floats,
# then given int and float subclasses that override __add__, __radd__,
# __lt__ or __eq__, bools, and subclasses that override nothing (which must
# still produce plain results).


class Money(int):
    def __add__(self, other):
        return Money(int(self) + int(other) + 1000)

    def __radd__(self, other):
        return "radd(%r)" % (other,)

    def __lt__(self, other):
        return "custom lt"

    def __repr__(self):
        return "Money(%d)" % int(self)


class Plain(int):
    pass


class Celsius(float):
    def __sub__(self, other):
        return "celsius sub"

    def __eq__(self, other):
        return "custom eq"

    __hash__ = float.__hash__


class Quiet(float):
    pass


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def less(a, b):
    return a < b


def equal(a, b):
    return a == b


for i in range(300):
    add(i, 1)
    sub(i, 1)
    less(i, 5)
    equal(i, 5)
    add(i * 0.5, 1.5)
    sub(i * 0.5, 0.5)
    less(i * 0.5, 2.0)
    equal(i * 0.5, 2.0)

pairs = [(Money(5), 1), (1, Money(5)), (Money(2), Money(3)), (Plain(5), 1), (1, Plain(5)),
         (True, 1), (True, True), (False, 2.5), (Celsius(1.5), 0.5), (0.5, Celsius(1.5)),
         (Quiet(2.5), 0.5), (2.5, Quiet(0.5)), (Plain(3), 2.5)]
for a, b in pairs:
    results = []
    for op in (add, sub, less, equal):
        try:
            r = op(a, b)
            results.append("%r:%s" % (r, type(r).__name__))
        except TypeError as e:
            results.append("TypeError(%s)" % e)
    print(repr(a), repr(b), " | ".join(results))

# A subclass that overrides only the reflected operation wins over the exact
# left operand because it is a subclass of the right type.
class Reflect(int):
    def __rsub__(self, other):
        return "rsub wins"

    def __gt__(self, other):
        return "reflected gt"


print(sub(10, Reflect(3)), less(10, Reflect(3)), sub(Reflect(3), 10))

# The type of the operands changes mid-loop at one warmed site.
vals = [1, 2, 3, Money(4), 5.0, Celsius(6.0), True, Plain(8)]
log = []
for i in range(400):
    v = vals[i // 50]
    log.append(repr(add(v, 1)))
for k in range(0, 400, 50):
    print(k, log[k], log[k + 49])
