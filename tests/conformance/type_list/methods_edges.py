# list.index/count/remove/insert/pop/extend/clear/copy/reverse with out-of-range, negative and odd arguments.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

for i in [-100, -4, -3, -1, 0, 1, 2, 3, 4, 100, 10**30, -10**30]:
    L = [1, 2, 3]
    try:
        L.insert(i, 'x')
        print('insert', i, L)
    except Exception as e:
        print('insert', i, type(e).__name__, e)
    L = [1, 2, 3]
    try:
        print('pop', i, L.pop(i), L)
    except Exception as e:
        print('pop', i, type(e).__name__, e)
L = [1, 2, 3, 2, 1]
for st in [None, -100, -3, -1, 0, 1, 2, 4, 5, 100]:
    for en in [None, -100, -1, 0, 2, 4, 100]:
        for v in [1, 2, 3, 9]:
            try:
                r = L.index(v, *([st] if en is None else [st, en])) if st is not None else L.index(v)
            except Exception as e:
                r = type(e).__name__ + ': ' + str(e)
            print('index', v, st, en, r)
show(1, lambda: [].pop())
show(2, lambda: [1].pop('0'))
show(3, lambda: [1].pop(0, 1))
show(4, lambda: [1].insert(0))
show(5, lambda: [1].insert('0', 1))
show(6, lambda: [1].remove(2))
show(7, lambda: [1].remove())
show(8, lambda: [1, 1.0, True].count(1))
show(9, lambda: [float('nan')].count(float('nan')))
nan = float('nan')
show(10, lambda: [nan].count(nan))
show(11, lambda: [nan].index(nan))
show(12, lambda: [1].index())
show(13, lambda: [1].index(1, 'a'))
show(14, lambda: [1].index(1, None))
show(15, lambda: [1].count())
show(16, lambda: [1].extend(5))
show(17, lambda: [1].extend())
def f18():
    L = [1, 2]
    L.extend(L)
    return L
show(18, f18)
def f19():
    L = [1, 2]
    L += 'ab'
    return L
show(19, f19)
def f20():
    L = [1, 2]
    L += 5
show(20, f20)
show(21, lambda: [1] + (2,))
show(22, lambda: [1] + 'a')
show(23, lambda: [1, 2] * 2 + [3] * 0 + [4] * -1)
show(24, lambda: [1] * 'a')
show(25, lambda: [1] * 2.0)
show(26, lambda: 2 * [1])
show(27, lambda: [1] * (2**62))
show(28, lambda: [1, 2] * (2**62))
show(29, lambda: [1] * (10**30))
show(30, lambda: [1] * (-10**30))
show(31, lambda: [] * (10**30))
show(32, lambda: (1,) * (2**62))
show(33, lambda: (1,) * (10**30))
show(34, lambda: () * (10**30))
show(35, lambda: 'ab' * (2**62))
show(36, lambda: 'ab' * (10**30))
show(37, lambda: '' * (10**30))
show(38, lambda: [].reverse())
def f39():
    L = [1, 2, 3]
    L *= 2
    L.reverse()
    L2 = L.copy()
    L.clear()
    return L, L2
show(39, f39)
def f40():
    L = [1]
    L *= -1
    return L
show(40, f40)
def f41():
    L = [1]
    L *= 10**30
show(41, f41)
class Eq:
    def __eq__(self, o):
        raise RuntimeError('eq called')
show(42, lambda: [1, Eq()].index(2))
show(43, lambda: [Eq()].count(Eq()))
show(44, lambda: Eq() in [1])
e = Eq()
show(45, lambda: e in [e])
show(46, lambda: [e].index(e))
show(47, lambda: [e].remove(e))
show(48, lambda: list(5))
show(49, lambda: list('ab', 'c'))
show(50, lambda: list(x=1))
show(51, lambda: [1, 2].__getitem__(slice(1)))
show(52, lambda: [1, 2].__len__())
show(53, lambda: list.append([], 1, 2))
show(54, lambda: [3, 1].sort(key=None, reverse=0))
show(55, lambda: [3, 1].sort(None))
show(56, lambda: [3, 1].sort(reverse='yes'))
show(57, lambda: sorted([3, 1], key=None))
show(58, lambda: sorted())
show(59, lambda: sorted([1], [2]))
show(60, lambda: sorted(iterable=[1]))
class I:
    def __index__(self):
        return 1
show(61, lambda: [1, 2, 3].pop(I()))
show(62, lambda: [1, 2, 3][I()])
show(63, lambda: [1, 2, 3] * I())
show(64, lambda: [1, 2].index(2, I()))
