# The exact ValueError messages for unpacking mismatches with different sources.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (ValueError, TypeError) as e:
        print(label, "->", type(e).__name__ + ":", e)

def two(src):
    a, b = src
    return a, b

def three_star(src):
    a, b, *c = src
    return a, b, c

attempt("list of 3 into 2", lambda: two([1, 2, 3]))
attempt("tuple of 5 into 2", lambda: two((1, 2, 3, 4, 5)))
attempt("str of 3 into 2", lambda: two("abc"))
attempt("dict of 3 into 2", lambda: two({1: 1, 2: 2, 3: 3}))
attempt("range of 4 into 2", lambda: two(range(4)))
attempt("iterator of 3 into 2", lambda: two(iter([1, 2, 3])))
attempt("generator of 9 into 2", lambda: two(x for x in range(9)))
attempt("list of 1 into 2", lambda: two([1]))
attempt("empty into 2", lambda: two([]))
attempt("iterator of 1 into 2", lambda: two(iter([1])))
attempt("int into 2", lambda: two(5))
attempt("None into 2", lambda: two(None))
attempt("set of 1 into 2", lambda: two({1}))
attempt("list of 1 into a,b,*c", lambda: three_star([1]))
attempt("generator of 1 into a,b,*c", lambda: three_star(x for x in [1]))
attempt("float into a,b,*c", lambda: three_star(1.5))

def nested(src):
    (a, b), c = src
    return a, b, c

attempt("nested ok", lambda: nested([(1, 2), 3]))
attempt("nested inner too long", lambda: nested([(1, 2, 3), 4]))
attempt("nested inner not iterable", lambda: nested([1, 2]))

# An iterator that raises in the middle of unpacking
class Flaky:
    def __iter__(self):
        yield 1
        raise RuntimeError("iteration failed")

try:
    a, b = Flaky()
except RuntimeError as e:
    print(type(e).__name__, e)

# Unpacking calls __iter__ exactly once and stops after the expected count + 1
class Counting:
    def __init__(self, n):
        self.n = n
        self.pulled = 0

    def __iter__(self):
        for i in range(self.n):
            self.pulled += 1
            yield i

src = Counting(10)
try:
    a, b = src
except ValueError as e:
    print(type(e).__name__, e, "pulled", src.pulled)
