# printf-style formatting of objects with __index__/__int__/__float__, bad __str__/__repr__ and odd flags.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class I:
    def __index__(self): return 65
class N:
    def __int__(self): return 66
class F:
    def __float__(self): return 2.5
class IF:
    def __index__(self): return 7
    def __float__(self): return 7.5
    def __int__(self): return 8
class BadStr:
    def __str__(self): return 5
class BadRepr:
    def __repr__(self): return 5
class SubStr(str): pass
class StrRet:
    def __str__(self): return SubStr('sub')
for conv in 'diouxXeEfFgGcsra':
    for v in [I(), N(), F(), IF()]:
        show(('%' + conv, type(v).__name__), lambda: ('%' + conv) % v if conv not in 'sra' else len(('%' + conv) % v))
show(1, lambda: '%s' % BadStr())
show(2, lambda: '%r' % BadRepr())
show(3, lambda: '%a' % BadRepr())
show(4, lambda: '%s' % StrRet())
show(5, lambda: str(BadStr()))
show(6, lambda: repr(BadRepr()))
show(7, lambda: '{}'.format(BadStr()))
show(8, lambda: '{!r}'.format(BadRepr()))
show(9, lambda: f'{BadStr()}')
show(10, lambda: type(str(StrRet())).__name__)
show(11, lambda: '%d' % True)
show(12, lambda: '%s' % True)
show(13, lambda: '%r' % 1.0)
show(14, lambda: '%.3r' % 'abcdef')
show(15, lambda: '%5r|' % 1)
show(16, lambda: '%-5a|' % 'é')
show(17, lambda: '%(a)d %(a)x' % {'a': 255})
class Map:
    def __getitem__(self, k): return k * 2
show(18, lambda: '%(ab)s' % Map())
show(19, lambda: '%s' % Map() [:0])
show(20, lambda: '%(a)s' % ('x',))
show(21, lambda: '%(a)s' % 'x')
show(22, lambda: '%d%%' % 50)
show(23, lambda: '%-%' % ())
show(24, lambda: '%5%%s' % ('q',))
show(25, lambda: '%c' % 1114111)
show(26, lambda: '%c' % 0)
show(27, lambda: '%c' % '')
show(28, lambda: '%c' % 'é')
show(29, lambda: '%c' % I())
show(30, lambda: '%c' % 65.0)
show(31, lambda: '%.0s|' % 'abc')
show(32, lambda: '%x' % 2**100)
show(33, lambda: '%#o' % 0)
show(34, lambda: '%#x' % 0)
show(35, lambda: '%+x' % 255)
show(36, lambda: '% o' % 8)
show(37, lambda: '%.5d' % -42)
show(38, lambda: '%08.5d' % -42)
show(39, lambda: '%-08d|' % 42)
show(40, lambda: '%#.3x' % 5)
show(41, lambda: '%#08x' % 255)
show(42, lambda: '%e' % 0)
show(43, lambda: '%g' % 10**16)
show(44, lambda: '%f' % float('inf'))
show(45, lambda: '%010f' % float('-inf'))
show(46, lambda: '%+f' % float('nan'))
show(47, lambda: '%.0g' % 0.5)
show(48, lambda: '%#g' % 1.0)
show(49, lambda: '%#.0e' % 3.0)
show(50, lambda: '%u' % -3)
show(51, lambda: '%i' % 3.99)
show(52, lambda: '%o' % 3.0)
show(53, lambda: '%X' % True)
show(54, lambda: '%s' % b'bytes')
show(55, lambda: '%a' % b'\xff')
show(56, lambda: '%r' % '\U0001f600')
show(57, lambda: '%a' % '\U0001f600\x00')
show(58, lambda: '%s %s' % ('a', 'b'))
show(59, lambda: '%s' % {'a': 1})
show(60, lambda: '%s %(a)s' % ({'a': 1},))
