# enumerate (start), zip (strict=True and its three messages), map with
# several iterables, filter(None), reversed, sorted (key, reverse).


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: list(enumerate("ab", 5)))
check(lambda: list(enumerate("ab", start=-1)))
check(lambda: list(enumerate("ab", 10 ** 20)))
check(lambda: enumerate("ab", "x"))
check(lambda: enumerate())
check(lambda: list(zip([1, 2], [3], strict=True)))
check(lambda: list(zip([1], [3, 4], strict=True)))
check(lambda: list(zip([1], [3], [5, 6], strict=True)))
check(lambda: list(zip([1, 2], [3, 4], [5], strict=True)))
check(lambda: list(zip([1, 2], [3, 4], strict=True)))
check(lambda: list(zip(strict=True)))
check(lambda: list(zip("abc", range(10))))
check(lambda: zip(1))
check(lambda: zip(foo=1))
check(lambda: list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
check(lambda: list(map(lambda a, b, c: a * b - c, [2, 3], [3, 2], [5, 5])))
check(lambda: map(len))
check(lambda: map())
check(lambda: list(map(len, 5)))
check(lambda: list(filter(None, [0, 1, "", "a", None, [], [0]])))
check(lambda: list(filter(lambda v: v % 2, range(7))))
check(lambda: filter())
check(lambda: list(reversed([1, 2])))
check(lambda: list(reversed(range(5))))
check(lambda: list(reversed("abc")))
check(lambda: list(reversed((1, 2, 3))))
check(lambda: reversed(5))
check(lambda: reversed())
check(lambda: list(reversed({"a": 1, "b": 2})))
check(lambda: sorted([3, 1, 2], reverse=True))
check(lambda: sorted(["b", "A", "c"], key=str.lower))
check(lambda: sorted([1, "a"]))
check(lambda: sorted([3, 1], key=None))
check(lambda: sorted([], 1))
check(lambda: sorted())
check(lambda: sorted(key=len))
check(lambda: sorted("bca"))
check(lambda: sorted({3: "x", 1: "y"}))


class Seq:
    def __len__(self):
        return 3

    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * i


check(lambda: list(reversed(Seq())))
check(lambda: list(enumerate(Seq())))
check(lambda: sorted(Seq(), reverse=True))
records = [("bob", 3), ("amy", 3), ("cat", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
print([name for name, _ in sorted(records)])
e = enumerate("xyz")
print(next(e), list(e))
z = zip("ab", "cd")
print(iter(z) is z, list(z), list(z))
