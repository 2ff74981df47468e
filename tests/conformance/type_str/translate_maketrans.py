# str.maketrans in its three forms and str.translate with every kind of table value, plus errors.
def show(label, fn):
    try:
        r = fn()
        if isinstance(r, dict):
            r = sorted(r.items())
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

show(1, lambda: str.maketrans('abc', 'xyz'))
show(2, lambda: str.maketrans('abc', 'xyz', 'q'))
show(3, lambda: str.maketrans('ab', 'xyz'))
show(4, lambda: str.maketrans({'a': 'x', 98: 'yy', 'c': None, 100: 101}))
show(5, lambda: str.maketrans({'ab': 'x'}))
show(6, lambda: str.maketrans({1.5: 'x'}))
show(7, lambda: str.maketrans('abc'))
show(8, lambda: str.maketrans(['a']))
show(9, lambda: str.maketrans('a', 1))
show(10, lambda: str.maketrans(1, 'a'))
show(11, lambda: str.maketrans('a', 'b', 1))
show(12, lambda: str.maketrans())
show(13, lambda: str.maketrans('', ''))
show(14, lambda: str.maketrans('', '', 'xyz'))
show(15, lambda: str.maketrans('é\U0001f600', 'ü\U0001f601'))
show(16, lambda: str.maketrans('aa', 'xy'))
show(17, lambda: 'x'.maketrans('a', 'b'))
show(18, lambda: str.maketrans({}))
show(19, lambda: str.maketrans({'': 'x'}))
show(20, lambda: str.maketrans({}, 'a'))
t = str.maketrans({'a': 'A', 'b': None, 'c': 'ccc', 'd': 0x1f600, 'e': ''})
show(30, lambda: 'abcdeabcde'.translate(t))
show(31, lambda: 'hello'.translate({ord('l'): 'L'}))
show(32, lambda: 'hello'.translate({ord('l'): 1.5}))
show(33, lambda: 'hello'.translate({ord('l'): -1}))
show(34, lambda: 'hello'.translate({ord('l'): 0x110000}))
show(35, lambda: 'hello'.translate([]))
show(36, lambda: 'hello'.translate(['x'] * 200))
show(37, lambda: 'hello'.translate('abcdefghijklmnopqrstuvwxyz' * 5))
show(38, lambda: 'hello'.translate(None))
show(39, lambda: 'hello'.translate(5))
class T:
    def __getitem__(self, k):
        if k == ord('e'):
            raise LookupError('skip')
        if k == ord('o'):
            raise ValueError('boom')
        return chr(k).upper()
show(40, lambda: 'hel'.translate(T()))
show(41, lambda: 'hello'.translate(T()))
show(42, lambda: ''.translate(T()))
show(43, lambda: 'aaa'.translate({97: b'x'}))
show(44, lambda: 'aaa'.translate({97: True}))
show(45, lambda: 'é\U0001f600'.translate({0xe9: 'e', 0x1f600: ':)'}))
show(46, lambda: 'abc'.translate(str.maketrans('abc', 'bca')))
show(47, lambda: 'abc'.translate({97: None, 98: None, 99: None}))
show(48, lambda: 'abc'.translate(table={}))
show(49, lambda: 'abc'.translate())
class Sub(dict):
    def __missing__(self, k):
        return '?'
show(50, lambda: 'abc'.translate(Sub({97: 'A'})))
