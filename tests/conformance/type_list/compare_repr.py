# Comparisons of nested lists and tuples, recursive reprs, tuple hashing.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

def cmp4(a, b):
    out = []
    for f in (lambda: a < b, lambda: a <= b, lambda: a == b, lambda: a > b):
        try:
            out.append(f())
        except TypeError:
            out.append('TE')
    return tuple(out)
vals = [[], [1], [1, 2], [1, [2]], [1, [3]], [2], [1, 2, 3], [[1]], [[]], [0.5], [True], [1.0, 2]]
for a in vals:
    print(a, [cmp4(a, b) for b in vals])
tvals = [tuple(v) for v in vals]
for a in tvals:
    print(a, [cmp4(a, b) for b in tvals])
show(1, lambda: [1] < (1,))
show(2, lambda: [1] == (1,))
show(3, lambda: (1,) < [1])
show(4, lambda: [1, 'a'] < [1, 2])
show(5, lambda: [1, 'a'] == [1, 2])
show(6, lambda: [1, 2] < [1, 'a'])
show(7, lambda: [2, 'a'] < [1, 2])
nan = float('nan')
show(8, lambda: [nan] == [nan])
show(9, lambda: (nan,) == (nan,))
show(10, lambda: [float('nan')] == [float('nan')])
show(11, lambda: [nan] < [nan])
show(12, lambda: [None] < [None])
show(13, lambda: [None] == [None])
L = [1]
L.append(L)
show(14, lambda: repr(L))
show(15, lambda: str(L))
D = {'a': L}
L.append(D)
show(16, lambda: repr(L))
T = ([],)
T[0].append(T)
show(17, lambda: repr(T))
M = []
M.append(M)
M.append(M)
show(18, lambda: repr(M))
show(19, lambda: repr([[[]]]))
D2 = {}
D2[1] = D2
show(20, lambda: repr(D2))
S = []
S.append({1: S})
show(21, lambda: repr(S))
show(22, lambda: L == L)
class R:
    def __repr__(self):
        return 'R!'
show(23, lambda: repr([R(), (R(),), {R(): R()}.values()]))
show(24, lambda: repr((1,)) + repr(()) + repr((1, 2)))
for t in [(), (1,), (1, 2), (1, (2, 3)), (0,), (-1,), (-2,), (2**61 - 1,), (2**61,),
          ((),), (((),),), (frozenset(),), (frozenset([1, 2]),), (-1, -1), (None,), (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)]:
    print(t, hash(t))
show(30, lambda: hash(([],)))
show(31, lambda: hash((1, [2])))
show(32, lambda: hash((1, {})))
show(33, lambda: hash((1, (2, {3}))))
show(34, lambda: hash((1,)) == hash((1.0,)) == hash((True,)))
show(35, lambda: {(1, 2): 'a'}[(1.0, 2.0)])
show(36, lambda: tuple([1, 2]) is tuple([1, 2]))
show(37, lambda: tuple((1, 2)))
show(38, lambda: tuple(5))
show(39, lambda: tuple('ab', 'c'))
show(40, lambda: (1, 2, 3).index(3, -1))
show(41, lambda: (1, 2, 3).index(4))
show(42, lambda: (1, 2, 1).count(1))
show(43, lambda: (1,) + [2])
show(44, lambda: (1,) + (2,) * 3)
show(45, lambda: (1, 2) < (1, 2, 0))
show(46, lambda: () == ())
show(47, lambda: (1,).__getnewargs__())
show(48, lambda: [1, 2].__reversed__().__length_hint__())
show(49, lambda: list(reversed((1, 2, 3))))
show(50, lambda: (1, 2, 3)[5])
show(51, lambda: (1, 2, 3)[-4])
show(52, lambda: [1, 2, 3][-4])
show(53, lambda: [][0])
show(54, lambda: (1, [2]) == (1, [2]))
show(55, lambda: [1, 2].__contains__(2))
show(56, lambda: (1, 2).__class_getitem__(int))
show(57, lambda: list[int])
show(58, lambda: [1, 2].__mul__('x'))
show(59, lambda: [1].__add__((2,)))
show(60, lambda: (1,).__add__([2]))
