# str.join with every kind of iterable and the exact errors for non-str items.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
items = [1, 1.5, None, b'x', bytearray(b'y'), ['a'], ('a',), {'a'}, object, str, True, 2j]
for pos in range(3):
    for bad in items:
        seq = ['a', 'b', 'c']
        seq[pos] = bad
        show(('list', pos, type(bad).__name__), lambda: '-'.join(seq))
        show(('tuple', pos, type(bad).__name__), lambda: '-'.join(tuple(seq)))
        show(('gen', pos, type(bad).__name__), lambda: '-'.join(x for x in seq))
for it in [[], (), '', 'abc', iter('xy'), {'k': 1, 'j': 2}, {'k': 1}.values(), range(0), map(str, range(5)),
           (c.upper() for c in 'abc'), ['é', '\U0001f600', 'ß'], [''] * 5, ['a'] * 3]:
    show(type(it).__name__, lambda: '|'.join(it))
for sep in ['', ' ', ', ', 'é', '\U0001f600', '--']:
    print(repr(sep), repr(sep.join(['x', 'yy', 'zzz'])), repr(sep.join('ab')), repr(sep.join([])))
show('int', lambda: ''.join(5))
show('none', lambda: ''.join(None))
class BadIter:
    def __iter__(self):
        raise RuntimeError('no iteration')
show('bad', lambda: ''.join(BadIter()))
def gen():
    yield 'a'
    raise ValueError('mid-join')
show('gen', lambda: ''.join(gen()))
class S(str):
    def __str__(self):
        return 'never'
show('sub', lambda: '+'.join([S('x'), S('y')]))
