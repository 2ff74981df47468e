# One for-loop site warmed with lists, then handed tuples, dicts, sets,
# strs, dict views, user iterators, objects iterable only through
# __getitem__, and dicts and sets mutated during the iteration (the
# RuntimeError messages).


def collect(iterable, limit=10):
    out = []
    try:
        for x in iterable:
            out.append(x)
            if len(out) >= limit:
                break
    except Exception as e:
        out.append("%s(%s)" % (type(e).__name__, e))
    return out


for i in range(300):
    collect([i, i + 1, i + 2])


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i


class BadIter:
    def __iter__(self):
        return 42


class Exploding:
    def __iter__(self):
        return self

    def __next__(self):
        raise ValueError("exploded in __next__")


d = {"one": 1, "two": 2, "three": 3}
cases = [(1, 2), d, d.values(), d.items(), {5, 1, 3}, "text", Countdown(4), Squares(),
         BadIter(), Exploding(), 17, None, iter([9, 8]), reversed([1, 2, 3]), b"hi",
         bytearray(b"ok"), {}, set(), ""]
for c in cases:
    print(collect(c))

# Mutation during iteration of a dict and of a set.
def grow_dict():
    dd = {1: "a", 2: "b"}
    seen = []
    try:
        for k in dd:
            seen.append(k)
            dd[k + 10] = "new"
    except RuntimeError as e:
        seen.append("RuntimeError(%s)" % e)
    return seen


def change_set():
    s = {1, 2, 3}
    seen = []
    try:
        for v in s:
            seen.append(v)
            s.discard(v)
    except RuntimeError as e:
        seen.append("RuntimeError(%s)" % e)
    return seen


def replace_values():
    dd = {1: "a", 2: "b", 3: "c"}
    for k in dd:
        dd[k] = dd[k] * 2
    return dd


def del_and_readd():
    dd = {1: "a", 2: "b", 3: "c"}
    seen = []
    try:
        for k in dd:
            seen.append(k)
            if k == 1:
                del dd[3]
                dd[4] = "d"
    except RuntimeError as e:
        seen.append("RuntimeError(%s)" % e)
    return seen


print(grow_dict(), change_set(), replace_values(), del_and_readd())

# The loop site keeps working with lists after all of the above.
print(collect([10, 20, 30]), collect(list(range(100)), 3))
