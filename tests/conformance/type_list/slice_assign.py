# list slice assignment and deletion with steps, including the extended-slice size errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

bounds = [None, 0, 1, 3, -1, -4, 7, 100, -100]
steps = [None, 1, 2, 3, -1, -2, -3]
for a in bounds:
    for b in bounds:
        for st in steps:
            L = list(range(7))
            sl = slice(a, b, st)
            n = len(L[sl])
            for rep in [[], ['x'], ['x'] * n, ['y'] * (n + 1)]:
                M = list(L)
                try:
                    M[a:b:st] = rep
                    r = M
                except Exception as e:
                    r = type(e).__name__ + ': ' + str(e)
                print(a, b, st, len(rep), r)
            M = list(L)
            del M[a:b:st]
            print('del', a, b, st, M)
def f1():
    L = [1, 2, 3]
    L[::2] = 'ab'
    return L
show(1, f1)
def f2():
    L = [1, 2, 3]
    L[1:2] = 5
    return L
show(2, f2)
def f3():
    L = [1, 2, 3]
    L[::2] = 5
    return L
show(3, f3)
def f4():
    L = [1, 2, 3]
    L[:] = L
    return L
show(4, f4)
def f5():
    L = [1, 2, 3]
    L[1:1] = L
    return L
show(5, f5)
def f6():
    L = [1, 2, 3, 4]
    L[::2] = L[1::2]
    return L
show(6, f6)
def f7():
    L = [1, 2, 3]
    L[::-1] = L
    return L
show(7, f7)
def f8():
    L = [1, 2, 3]
    L[0:3:1] = (x for x in 'abcd')
    return L
show(8, f8)
def f9():
    L = [1, 2, 3]
    L['a':] = []
    return L
show(9, f9)
def f10():
    L = [1, 2, 3]
    L[::0] = []
    return L
show(10, f10)
def f11():
    L = [1, 2, 3]
    del L[::0]
    return L
show(11, f11)
def f12():
    L = [1, 2, 3]
    L[10**30:] = [9]
    L[-10**30:-10**30] = [0]
    return L
show(12, f12)
def f13():
    L = [1, 2, 3]
    L[1.5] = 0
show(13, f13)
def f14():
    L = [1, 2, 3]
    L[5] = 0
show(14, f14)
def f15():
    L = [1, 2, 3]
    del L[-4]
show(15, f15)
def f16():
    L = [1, 2, 3]
    del L[10**30]
show(16, f16)
def f17():
    L = [1, 2, 3]
    L[10**30] = 1
show(17, f17)
def f18():
    L = [1, 2, 3]
    return L[10**30]
show(18, f18)
def f19():
    L = list(range(10))
    L[1:9:3] = range(3)
    return L
show(19, f19)
def f20():
    L = list(range(5))
    L[::-2] = {'a': 1, 'b': 2, 'c': 3}
    return L
show(20, f20)
def f21():
    L = [1]
    L[:] = None
show(21, f21)
def f22():
    L = list(range(5))
    L[3:1] = ['q']
    return L
show(22, f22)
def f23():
    t = (1, 2)
    t[0] = 1
show(23, f23)
def f24():
    t = (1, 2)
    del t[0]
show(24, f24)
def f25():
    t = (1, 2, 3, 4, 5)
    return t[::2], t[::-1], t[10:], t[-2:], t[1:4:2], t[True], t[None:None]
show(25, f25)
def f26():
    return (1, 2)['x']
show(26, f26)
def f27():
    return [1, 2][:'x']
show(27, f27)
