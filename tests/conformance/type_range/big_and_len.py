# ranges beyond 64 bits: len() OverflowError, __len__, item access, slicing, equality, hashing, repr.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
bigs = [range(2**63), range(2**63 - 1), range(-2**63, 0), range(2**64), range(0, 2**100, 7), range(2**100, 0, -3),
        range(-2**80, 2**80, 2**40), range(10**30, 10**30 + 5)]
for r in bigs:
    show(('len', r), lambda: len(r))
    show(('__len__', r), lambda: r.__len__())
    show(('bool', r), lambda: bool(r))
    show(('[0],[-1]', r), lambda: (r[0], r[-1]))
    show(('slice', r), lambda: r[1::2**20])
    show(('rev', r), lambda: r[::-1])
    show(('start', r), lambda: (r.start, r.stop, r.step))
    show(('count', r), lambda: r.count(r[-1]))
show(1, lambda: range(2**64) == range(0, 2**64, 1))
show(2, lambda: range(0, 2**64, 2) == range(0, 2**64 - 1, 2))
show(3, lambda: hash(range(0, 2**64, 2)) == hash(range(0, 2**64 - 1, 2)))
show(4, lambda: range(2**64)[2**64 - 1])
show(5, lambda: range(2**64)[2**64])
show(6, lambda: range(2**64)[-2**64])
show(7, lambda: range(2**64)[-2**64 - 1])
show(8, lambda: range(1, 2, 2**100))
show(9, lambda: list(range(1, 2, 2**100)))
show(10, lambda: len(range(0, -2**70, -1)) if False else range(0, -2**70, -1)[2**69])
show(11, lambda: list(range(2**64 - 2, 2**64 + 2)))
show(12, lambda: sum(range(2**64, 2**64 + 1000)))
show(13, lambda: max(range(-2**70, -2**70 + 5)))
show(14, lambda: min(range(2**70, 5, -2**68)))
show(15, lambda: sorted(range(2**65, 2**65 + 3), reverse=True))
