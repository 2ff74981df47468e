# split/rsplit/splitlines/partition/rpartition/join over many inputs and edge cases.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

texts = ['', ' ', '  a  b  ', 'a,b,,c,', ',', 'a', 'abcabc', '\t x\n y\x0bz\x0c\x1c\x1d\x1e\x1f\x85\xa0\u2000\u3000w ',
         'αβγ αβγ', '\U0001f600 \U0001f600', 'aaa', 'a  a']
seps = [None, ',', ' ', 'a', 'ab', 'bc', 'αβ', 'aa', '\U0001f600']
for t in texts:
    for s in seps:
        for m in [-5, -1, 0, 1, 2, 10]:
            print(repr(t), repr(s), m, t.split(s, m), t.rsplit(s, m))
        print(repr(t), repr(s), t.split(s), t.rsplit(s))
        print(repr(t), repr(s), t.partition(s) if s else None, t.rpartition(s) if s else None)
show(1, lambda: 'a'.split(''))
show(2, lambda: 'a'.rsplit(''))
show(3, lambda: 'a'.partition(''))
show(4, lambda: 'a'.rpartition(''))
show(5, lambda: 'a'.split(1))
show(6, lambda: 'a'.partition(None))
show(7, lambda: 'a b'.split(sep=None, maxsplit=1))
show(8, lambda: 'a b'.split(maxsplit=1.0))
show(9, lambda: 'a b'.split(None, 1, 2))
show(10, lambda: 'a b'.split(x=1))
show(11, lambda: 'a b c'.rsplit(maxsplit=1))
show(12, lambda: 'a b'.split(maxsplit=True))
show(13, lambda: 'a b'.split(maxsplit=10**30))

lines = ['', 'a', 'a\n', 'a\nb', 'a\r\nb\r', '\n\n', 'a\rb\r\n\nc', 'x\x0by\x0cz\x1cq\x1dr\x1es\x85t\u2028u\u2029v',
         'a\x1f b', '\r', '\r\r\n', 'end\u2029']
for l in lines:
    print(repr(l), l.splitlines(), l.splitlines(True), l.splitlines(keepends=False))
show(20, lambda: 'a'.splitlines(5))
show(21, lambda: 'a\nb'.splitlines(keepends=0))
show(22, lambda: 'a\nb'.splitlines('x'))
show(23, lambda: 'a\nb'.splitlines(None))

show(30, lambda: ','.join(['a', 'b']))
show(31, lambda: ','.join(['a', 1]))
show(32, lambda: ','.join([1]))
show(33, lambda: ','.join('abc'))
show(34, lambda: ','.join(x for x in 'xyz'))
show(35, lambda: ','.join(5))
show(36, lambda: ','.join([]))
show(37, lambda: ','.join(['solo']))
show(38, lambda: ','.join(['a', b'b']))
show(39, lambda: ''.join(['a', None, 'c']))
class S(str):
    pass
show(40, lambda: type(''.join([S('a')])).__name__)
show(41, lambda: ''.join({'a': 1, 'b': 2}))
show(42, lambda: 'é'.join(['\U0001f600', 'x']))
show(43, lambda: ','.join())
show(44, lambda: ','.join(['a'], ['b']))
