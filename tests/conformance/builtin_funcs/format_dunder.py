# format() and __format__: objects' own __format__, object.__format__ errors, type-specific spec errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class F:
    def __format__(self, spec):
        return '<' + spec + '>'
class Plain:
    def __str__(self):
        return 'plain'
class Ret:
    def __init__(self, r):
        self.r = r
    def __format__(self, spec):
        return self.r
class SubStr(str):
    pass
show(1, lambda: format(F(), 'spec'))
show(2, lambda: format(F()))
show(3, lambda: '{:x}'.format(F()))
show(4, lambda: f'{F():{1}{2}}')
show(5, lambda: format(Plain()))
show(6, lambda: format(Plain(), ''))
show(7, lambda: format(Plain(), 's'))
show(8, lambda: format(Plain(), '>10'))
show(9, lambda: '{:>10}'.format(Plain()))
show(10, lambda: f'{Plain():x}')
show(11, lambda: format(Ret(5)))
show(12, lambda: format(Ret(None)))
show(13, lambda: type(format(Ret(SubStr('q')))).__name__)
show(14, lambda: format(Ret(b'b')))
show(15, lambda: format(F(), 5))
show(16, lambda: format(F(), None))
show(17, lambda: object.__format__(Plain(), ''))
show(18, lambda: object.__format__(Plain(), 'x'))
show(19, lambda: object.__format__(1, 'd'))
show(20, lambda: format([1, 2], ''))
show(21, lambda: format([1, 2], '>9'))
show(22, lambda: format((1,), 's'))
show(23, lambda: format({1: 2}, 'd'))
show(24, lambda: format(None, 'x'))
show(25, lambda: format(type, '>4'))
show(26, lambda: format(range(3), ''))
for v in [5, -5, 2**70, True, 'txt', 2.5]:
    for spec in ['', 's', 'd', 'x', '10', '<10', '^10', '=10', '+', ' ', ',', '_', '#', '0', '010', '.3', 'c', 'b', 'o', 'e', 'f', 'g', '%', 'n', 'X', 'E', 'G', 'F']:
        show((v, spec), lambda: format(v, spec))
show(30, lambda: int.__format__(5, 'x'))
show(31, lambda: str.__format__('a', '>3'))
show(32, lambda: str.__format__(5, ''))
show(33, lambda: bool.__format__(True, ''))
show(34, lambda: format(SubStr('abc'), '.2'))
show(35, lambda: type(format(SubStr('abc'))).__name__)
show(36, lambda: type(format(SubStr('abc'), '')).__name__)
class IntSub(int):
    def __format__(self, spec):
        return 'intsub:' + spec
show(37, lambda: format(IntSub(3), 'd'))
show(38, lambda: '{:d}'.format(IntSub(3)))
show(39, lambda: '%d' % IntSub(3))
show(40, lambda: f'{IntSub(3)!s:>8}')
