# Truth tests (if x / while x / not x) at sites warmed with bools, ints,
# None, lists and strs, then given subclasses with __bool__ or __len__,
# objects whose __bool__ returns a non-bool (TypeError) or raises, and
# type(x) calls at a warmed site while the name `type` is shadowed.


def truth(x):
    try:
        if x:
            return "T"
        return "F"
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


def negated(x):
    try:
        return not x
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


for i in range(300):
    for v in (True, False, i, 0, None, [], [i], "", "s"):
        truth(v)
        negated(v)


class Falsy(int):
    def __bool__(self):
        return False


class Empty(str):
    def __len__(self):
        return 0


class Full(list):
    def __len__(self):
        return 5


class Weird:
    def __bool__(self):
        return "yes"


class Raising:
    def __len__(self):
        raise ValueError("cannot size")


class Negative:
    def __len__(self):
        return -1


class LenAndBool:
    def __bool__(self):
        return True

    def __len__(self):
        return 0


class Plain:
    pass


values = [True, False, 7, 0, -0, 2 ** 80, None, [], [0], "", "0", Falsy(5), Empty("abc"),
          Full(), Weird(), Raising(), Negative(), LenAndBool(), Plain(), 0.0, float("nan"),
          {}, (), set(), range(0), b""]
print([truth(v) for v in values])
print([negated(v) for v in values])

# A while loop whose condition object changes type.
def countdown(x):
    steps = 0
    while x:
        steps += 1
        x = x[1:] if isinstance(x, (str, list)) else x - 1
        if steps > 20:
            return "runaway"
    return steps


for i in range(300):
    countdown(3)
print(countdown(5), countdown("abcd"), countdown([1, 2]), countdown(2.5), countdown(True))

# type(x) with one argument at a warmed site; then `type` shadowed globally.
def kind(x):
    return type(x).__name__


names = []
for i in range(400):
    if i == 200:
        type = lambda x: Plain
    elif i == 300:
        del type
    names.append(kind((1, "s", 2.0, None)[i % 4]))
counts = {}
for n in names:
    counts[n] = counts.get(n, 0) + 1
print(sorted(counts.items()))
print(kind(Falsy(1)), kind(type), kind(Weird))
