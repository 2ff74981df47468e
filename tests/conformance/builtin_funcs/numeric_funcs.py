# abs/ascii/bin/hex/oct/divmod/pow/round/format with negatives, __index__, __round__, __format__ and errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
class NoIdx:
    pass
for v in [0, 1, -1, 255, -255, 2**64, -2**64, True, False, Idx(10), Idx(-3)]:
    print(repr(v) if not isinstance(v, Idx) else 'Idx', bin(v), oct(v), hex(v))
for v in [1.5, 'a', None, NoIdx(), Idx('x'), Idx(1.5)]:
    for f in (bin, oct, hex):
        show(f.__name__, lambda: f(v))
class A:
    def __abs__(self):
        return 'absval'
show(1, lambda: abs(A()))
show(2, lambda: abs(-5))
show(3, lambda: abs(-2.5))
show(4, lambda: abs(3 + 4j))
show(5, lambda: abs(True))
show(6, lambda: abs('x'))
show(7, lambda: abs())
show(8, lambda: abs(-2**100))
show(9, lambda: abs(-0.0))
for v in ['abc', 'é', '\U0001f600', '\x00\n', "'", '"', 'a\'b"c', ['é'], {'ü': 'ß'}, b'\xff', 1, None, '\ud800', '\x7f\x80\xa0']:
    print(repr(v), ascii(v))
show(10, lambda: ascii())
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (7.5, 2), (-7.5, 2), (7, 2.5), (2**70, 3), (-2**70, 7), (True, 2), (1, 0), (1.0, 0), (1, 0.0)]:
    show(('divmod', a, b), lambda: divmod(a, b))
show(11, lambda: divmod('a', 1))
show(12, lambda: divmod(1, 'a'))
show(13, lambda: divmod(1))
show(14, lambda: divmod(1 + 2j, 1))
for args in [(2, 10), (2, -1), (0, -1), (-2, 3), (2, 0.5), (-8, 1 / 3), (2, 10, 7), (2, -1, 7), (3, -2, 7), (2, 10, -7), (2, 10, 1),
             (2, 10, 0), (2, 0, 1), (2, 0, -1), (0, 0), (0.0, 0), (0, -1.0), (2.0, 3, 5), (2, 3.0, 5), (2, 3, 5.0), (4, -1, 6),
             (10**20, 10**20, 10**9 + 7), (-3, 5, 7), (2, -3, 9), ('a', 2), (2, 'a'), (True, 2, 3), (2, 2**100, 10)]:
    show(('pow', args), lambda: pow(*args))
show(15, lambda: pow(base=2, exp=3))
show(16, lambda: pow(2, exp=3, mod=5))
show(17, lambda: pow(2))
show(18, lambda: pow(2, 3, None))
for args in [(2.5,), (3.5,), (-2.5,), (0.5,), (1.25, 1), (1.35, 1), (2.675, 2), (1234, -2), (1250, -2), (1350, -2), (-1250, -2),
             (12.5, -1), (1e300, -400), (1.5, None), (5, None), (5, 2), (True,), (2**100, -30), (float('inf'),), (float('nan'),),
             (float('inf'), 2), (float('nan'), 0), (1.5, 'x'), ('x',), (1.5, 1.0), (0.0, 5), (-0.0,), (-0.4,)]:
    show(('round', args), lambda: round(*args))
class RR:
    def __round__(self, n=None):
        return ('rounded', n)
show(19, lambda: round(RR()))
show(20, lambda: round(RR(), 3))
show(21, lambda: round(RR(), None))
show(22, lambda: round(NoIdx()))
show(23, lambda: round(number=2.5, ndigits=0))
show(24, lambda: round())
class Fm:
    def __format__(self, spec):
        return 'F[' + spec + ']'
show(30, lambda: format(Fm()))
show(31, lambda: format(Fm(), 'xyz'))
show(32, lambda: '{:abc}'.format(Fm()))
show(33, lambda: f'{Fm():q}')
show(34, lambda: format(NoIdx(), 'x'))
show(35, lambda: format(NoIdx(), '')[:8])
show(36, lambda: format(object(), 's'))
show(37, lambda: format([1], 'x'))
show(38, lambda: format(1, 'z'))
show(39, lambda: format(1.5, 'd'))
show(40, lambda: format('s', 'd'))
show(41, lambda: format(1, 1))
show(42, lambda: format())
class BadFm:
    def __format__(self, spec):
        return 5
show(43, lambda: format(BadFm()))
show(44, lambda: format(None, ''))
show(45, lambda: format(None, '>6'))
show(46, lambda: format(True, '>6'))
show(47, lambda: format(True, 'd'))
show(48, lambda: format(3, ''))
show(49, lambda: format(int, ''))
show(50, lambda: format(int, 'x'))
show(51, lambda: format(2**70, ',d'))
show(52, lambda: format(-255, '#x'))
show(53, lambda: format(255, '#010b'))
show(54, lambda: format(65, 'c'))
show(55, lambda: format(-1, 'c'))
show(56, lambda: format(10, '+c'))
show(57, lambda: format(10, ',c'))
show(58, lambda: format(10, '#c'))
show(59, lambda: format(10, '.2d'))
show(60, lambda: format(10, ',x'))
show(61, lambda: format(10**10, '_x'))
show(62, lambda: format(10, 'n'))
show(63, lambda: format(10**6, ',n'))
show(64, lambda: format('x', '=5'))
show(65, lambda: format(5, '=5'))
show(66, lambda: format(5, 'z'))
show(67, lambda: format(5, 'zd'))
show(68, lambda: format(5, '_,d'))
show(69, lambda: format(5, ',_d'))
show(70, lambda: format(5, '__d'))
