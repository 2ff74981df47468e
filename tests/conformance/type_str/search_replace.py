# find/rfind/index/rindex/count/replace with start/end, negative and huge bounds, empty needles.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

hay = ['', 'a', 'abcabc', 'aaaa', 'αβγαβγ', 'x\U0001f600y\U0001f600', 'mississippi']
needles = ['', 'a', 'ab', 'c', 'aa', 'β', 'γα', '\U0001f600', 'ss', 'issi', 'zzz']
bounds = [None, 0, 1, -1, -3, 3, 100, -100]
for h in hay:
    for n in needles:
        print(repr(h), repr(n), h.find(n), h.rfind(n), h.count(n))
        for st in bounds:
            for en in [None, 2, -2, 100]:
                print(' ', st, en, h.find(n, st, en), h.rfind(n, st, en), h.count(n, st, en),
                      h.startswith(n, st, en), h.endswith(n, st, en))
        for c in [-1, 0, 1, 2, 100]:
            print(' r', c, repr(h.replace(n, '<>', c)))
        print(' r', repr(h.replace(n, '')))
show(1, lambda: 'abc'.index('d'))
show(2, lambda: 'abc'.rindex('d'))
show(3, lambda: 'abc'.index('c', 0, 2))
show(4, lambda: 'abc'.index(''))
show(5, lambda: 'abc'.rindex(''))
show(6, lambda: 'abc'.find(1))
show(7, lambda: 'abc'.count(None))
show(8, lambda: 'abc'.find('a', 'x'))
show(9, lambda: 'abc'.find('a', 1.0))
show(10, lambda: 'abc'.find('a', None, None))
show(11, lambda: 'abc'.find())
show(12, lambda: 'abc'.find('a', 0, 1, 2))
show(13, lambda: 'abc'.find(sub='a'))
show(14, lambda: 'abc'.replace('a'))
show(15, lambda: 'abc'.replace('a', 1))
show(16, lambda: 'abc'.replace(1, 'a'))
show(17, lambda: 'abc'.replace('a', 'b', 'c'))
show(18, lambda: 'abc'.replace('b', 'X', count=1))
show(19, lambda: 'abc'.replace(old='b', new='X'))
show(20, lambda: ''.replace('', 'x'))
show(21, lambda: ''.replace('', 'x', 0))
show(22, lambda: 'abc'.find('', 3))
show(23, lambda: 'abc'.find('', 4))
show(24, lambda: 'abc'.count('', 4))
show(25, lambda: 'abc'.count('', 1, 0))
show(26, lambda: 'abc'.startswith(('x', 'a')))
show(27, lambda: 'abc'.startswith(('x', 'y')))
show(28, lambda: 'abc'.startswith(()))
show(29, lambda: 'abc'.startswith(['a']))
show(30, lambda: 'abc'.startswith(('a', 1)))
show(31, lambda: 'abc'.startswith((1, 'a')))
show(32, lambda: 'abc'.endswith(1))
show(33, lambda: 'abc'.endswith(('c',), 1, 2))
show(34, lambda: 'abc'.endswith(('b',), 1, 2))
show(35, lambda: 'abc'.startswith('', 3))
show(36, lambda: 'abc'.startswith('', 4))
show(37, lambda: 'abc'.endswith('', 4))
show(38, lambda: 'abc'.startswith('a', None))
show(39, lambda: 'abc'.endswith(('a', ('c',))))
show(40, lambda: 'abc'.index('c', True))
class I:
    def __index__(self):
        return 1
show(41, lambda: 'abc'.find('a', I()))
show(42, lambda: 'abc'.count('b', I(), I()))
show(43, lambda: 'abc'.startswith('b', I()))
show(44, lambda: 'abc'.replace('a', 'b', I()))
show(45, lambda: 'abc'.__contains__(1))
show(46, lambda: 1 in 'abc')
show(47, lambda: '' in 'abc')
show(48, lambda: 'aaa'.replace('a', 'aa'))
show(49, lambda: 'aaa'.replace('aa', 'b'))
show(50, lambda: 'é'.replace('', '-'))
