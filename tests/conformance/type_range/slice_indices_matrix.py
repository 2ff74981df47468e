# slice.indices over many slices and lengths, checked against range slicing; errors for step 0 and bad types.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
vals = [None, 0, 1, 3, -1, -3, 10, -10]
steps = [None, 1, 2, -1, -2, 5]
bad = 0
for n in [0, 1, 5, 9]:
    for a in vals:
        for b in vals:
            for st in steps:
                idx = slice(a, b, st).indices(n)
                if list(range(*idx)) != list(range(n))[a:b:st]:
                    bad += 1
            print(n, a, b, [slice(a, b, st).indices(n) for st in steps])
print('bad', bad)
show(1, lambda: slice(None, None, 0).indices(3))
show(2, lambda: slice(1, 2).indices(-1))
show(3, lambda: slice(1, 2).indices('3'))
show(4, lambda: slice('a', 2).indices(3))
show(5, lambda: slice(1, 2.5).indices(3))
show(6, lambda: slice(1, 2, []).indices(3))
show(7, lambda: slice(10**40, -10**40, 10**30).indices(10**35))
show(8, lambda: slice(-10**40, None, -1).indices(5))
show(9, lambda: slice(None).indices(2**100))
show(10, lambda: slice(1).indices())
show(11, lambda: slice(1).indices(1, 2))
class I:
    def __index__(self):
        return 2
show(12, lambda: slice(I(), I(), I()).indices(I()))
show(13, lambda: [0, 1, 2, 3][I():])
show(14, lambda: 'abcd'[slice(I(), None)])
show(15, lambda: (1, 2, 3)[slice(None, None, I())])
