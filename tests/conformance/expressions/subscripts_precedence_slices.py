# Subscripts with tuples, slices, Ellipsis and star-expressions (3.11),
# precedence of not/and/or/**/unary minus/bitwise operators, slice objects,
# comparisons of containers, and set/dict operators.


def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
class G:
    def __getitem__(self, k):
        return k
    def __setitem__(self, k, v):
        print("set", k, v)
    def __delitem__(self, k):
        print("del", k)
g = G()
idx = (1, 2)
show(lambda: g[1:2, 3])
show(lambda: g[*idx])
show(lambda: g[*idx, 5])
show(lambda: g[...])
show(lambda: g[::])
show(lambda: g[:, None:1:"s"])
show(lambda: g[1,])
show(lambda: g[()])
def s():
    g[1:2, ...] = 5
    del g[::2, 1]
    g[*idx] = 0
show(s)
show(lambda: not not 0)
show(lambda: (not 1) == (not 0))
show(lambda: -1 if not [] else 1)
show(lambda: [x for x in range(10) if x % 2 if x > 3])
show(lambda: [y for x in [[1, 2], [3]] for y in x if y != 2])
show(lambda: {x: y for x, y in zip("ab", "cd")})
show(lambda: (lambda *a, **k: (a, k))(*(1, 2), **{"z": 3}))
show(lambda: [1, 2, 3][-1:-4:-1])
show(lambda: 2 ** 3 ** 0)
show(lambda: -3 ** 2)
show(lambda: (-3) ** 2)
show(lambda: 1 + 2 if False else 3 * 4)
show(lambda: [1, 2] * 2 + [3])
show(lambda: "ab" * 0)
show(lambda: [] * -5)
show(lambda: 7 // 2 ** 2)
show(lambda: 1 < 2 == True)
show(lambda: (1 < 2) == True)
show(lambda: 3 & 5 | 2 ^ 7)
show(lambda: ~0 << 3 >> 1)
show(lambda: 5 and 0 or "x")
show(lambda: None or [] or {} or 0)
show(lambda: [i for i in range(3)][1:][0])
show(lambda: {**{}, **{}})
show(lambda: [*()])
show(lambda: (*"ab",))
show(lambda: slice(1, 2, 3))
show(lambda: slice(None).indices(10))
show(lambda: slice(-1, None, -2).indices(5))
show(lambda: slice(1, 2) == slice(1, 2))
show(lambda: hash(slice(1, 2)))
show(lambda: [1, 2, 3][slice(None, None, -1)])
show(lambda: "abc"[slice(1, None)])
show(lambda: (1).__class__.__name__)
show(lambda: 1 .__add__(2))
show(lambda: 1.0.__add__(2))
show(lambda: [1][0:1:1][0])
show(lambda: (yield_expr := 5) + yield_expr)
show(lambda: f"{'a' if True else 'b'}")
show(lambda: f"{(lambda: 3)()!r:>4}")
show(lambda: type(lambda: 0).__name__)
show(lambda: (lambda: 0).__code__.co_flags & 0x20)
show(lambda: callable(lambda: 0))
show(lambda: (lambda x, /, y: (x, y))(1, y=2))
show(lambda: (lambda x, /, y: (x, y))(x=1, y=2))
show(lambda: dict(a=1) | {"b": 2})
show(lambda: {1, 2} | {3} & {3, 4} - {4} ^ {9})
show(lambda: [1, 2] == [1, 2.0] and (1, 2) < (1, 3) and [1] < [1, 0])
show(lambda: (1, "a") < (1, 2))
show(lambda: "abc" < "abd" < "b")
show(lambda: {1: 2} == {1: 2.0} and {1} == {1.0})
show(lambda: {1: 2} < {1: 3})
