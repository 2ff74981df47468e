# Sites whose operand types alternate in long runs (60 of one kind, then 60
# of another, repeatedly), so an adaptive instruction specializes,
# deoptimizes, backs off and specializes again many times; every result
# must be right in every phase.


def add(a, b):
    return a + b


def get(obj):
    return obj.v


def index(seq, i):
    return seq[i]


def call(f, x):
    return f(x)


class A:
    def __init__(self):
        self.v = "A.v"


class B:
    v = "B.v"


class C:
    __slots__ = ("v",)

    def __init__(self):
        self.v = "C.v"


def square(x):
    return x * x


class Squarer:
    def __call__(self, x):
        return x * x


operands = [(3, 4), (1.5, 2.25), ("s", "t"), ([1], [2]), (2 ** 70, 1), (True, True)]
receivers = [A(), B(), C()]
sequences = [[10, 20, 30], (10, 20, 30), "abc", range(10, 40, 10), {1: "one", 2: "two"}]
# The last callable runs square's code with another (empty) globals dict.
callables = [square, Squarer(), abs, lambda x: -x, type(square)(square.__code__, {})]

summary = []
for phase in range(18):
    kind = phase % 6
    seen = set()
    for i in range(60):
        a, b = operands[kind]
        seen.add(repr(add(a, b)))
        seen.add(get(receivers[phase % 3]))
        seen.add(repr(index(sequences[phase % 5], 1)))
        seen.add(repr(call(callables[phase % 5], 3 + (phase % 2))))
    summary.append(sorted(seen))
for phase, values in enumerate(summary):
    print(phase, values)

# Alternating on every call (the worst case for a single-entry cache).
acc = []
for i in range(600):
    acc.append(add(*operands[i % 6]) == add(*operands[i % 6]))
    acc.append(get(receivers[i % 3]) == receivers[i % 3].v)
print(all(acc), len(acc))
