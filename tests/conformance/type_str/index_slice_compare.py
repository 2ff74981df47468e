# Indexing and slicing with steps on non-ASCII strings, comparisons, removeprefix/removesuffix, isidentifier.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

strings = ['', 'a', 'héllo', 'αβγδε', 'a\U0001f600b\U0001f601c', 'mixé\u4e2d\U00010000']
idx = [None, 0, 1, 2, -1, -2, -6, 5, 100, -100]
for s in strings:
    for i in [0, 1, -1, 3, -5, 10]:
        try:
            print(repr(s), i, repr(s[i]))
        except IndexError as e:
            print(repr(s), i, 'IndexError', e)
    for a in idx:
        for b in idx:
            for st in [None, 1, 2, -1, -2, 3, -3, 100]:
                print(repr(s), a, b, st, repr(s[a:b:st]))
show(1, lambda: 'abc'[::0])
show(2, lambda: 'abc'['1'])
show(3, lambda: 'abc'[1.0])
show(4, lambda: 'abc'[None])
show(5, lambda: 'abc'[10**30])
show(6, lambda: 'abc'[-10**30:10**30])
show(7, lambda: 'abc'[::10**30])
show(8, lambda: 'abc'[::-10**30])
show(9, lambda: 'abc'[True])
show(10, lambda: 'abc'[slice(1, None)])
show(11, lambda: 'abc'[1:2:None])
show(12, lambda: 'abc'['a':])
cmp = ['', 'a', 'b', 'ab', 'aa', 'A', 'é', 'e\u0301', '\U0001f600', '\uffff', 'ab\x00', 'ab']
for x in cmp:
    print(repr(x), [(x < y, x <= y, x == y, x != y, x > y, x >= y) for y in cmp])
show(20, lambda: 'a' < 1)
show(21, lambda: 'a' == 1)
show(22, lambda: 'a' != b'a')
show(23, lambda: sorted(cmp))
show(24, lambda: max(cmp))
show(25, lambda: 'a' >= None)
for s in ['', 'prefix-body-suffix', 'aaa', 'αβγ']:
    for p in ['', 'prefix', 'prefix-body-suffix', 'a', 'aa', 'aaaa', 'α', 'γ', 'suffix']:
        print(repr(s), repr(p), repr(s.removeprefix(p)), repr(s.removesuffix(p)))
show(30, lambda: 'abc'.removeprefix(None))
show(31, lambda: 'abc'.removesuffix(('a',)))
show(32, lambda: 'abc'.removeprefix())
show(33, lambda: 'abc'.removeprefix(prefix='a'))
class S(str):
    pass
show(34, lambda: type(S('abc').removeprefix('x')).__name__)
show(35, lambda: type(S('abc').removeprefix('a')).__name__)
for s in ['', 'a', '_', '1a', 'a1', 'é', 'ℌ', '℘', '℮', '·', 'a·', '\u2118x', 'x\u0301', '\u0301x', '\u1885', 'α', 'Ⅸ',
          'a b', 'a-b', 'if', 'None', '\U0001d400', '\U0001f600', '\u00b7', 'x\u00b7', '\u309b', 'x\u309b', '\u0e33',
          '〇', '\u3005', '$', 'a$', '\ufe33', 'x\ufe33', '\u200c', 'x\u200c', '\u2e2f']:
    print(repr(s), s.isidentifier(), s.isprintable())
