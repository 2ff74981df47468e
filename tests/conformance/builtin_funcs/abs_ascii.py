# abs() over numeric types and __abs__, and ascii() over strings and containers with non-ASCII content.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
for v in [0, -0, 5, -5, 2**100, -2**100, 0.0, -0.0, -1.5, float('inf'), float('-inf'), True, False, 3 + 4j, -3 - 4j, 1e308 + 1e308j]:
    show(repr(v), lambda: abs(v))
show('nan', lambda: abs(float('nan')))
class A:
    def __abs__(self):
        return 'absolute'
class Neg(int):
    pass
show(1, lambda: abs(A()))
show(2, lambda: type(abs(Neg(-3))).__name__)
show(3, lambda: abs(Neg(-3)))
show(4, lambda: abs('x'))
show(5, lambda: abs([]))
show(6, lambda: abs(None))
show(7, lambda: abs())
show(8, lambda: abs(1, 2))
show(9, lambda: abs(x=1))
class NoAbs:
    pass
show(10, lambda: abs(NoAbs()))
for v in ['', 'plain', 'é', 'ÿ', 'Ā', '\u20ac', '\U0001f600', '\x00', '\t\n\r', '\x7f', '\x80', '\xa0', '\ud800', '\udfff',
          "'", '"', '\'"', '\\', 'mixé\U0010ffff', ['é', 'a'], ('ü',), {'ß': 'ẞ'}, {'ñ'}, b'\xe9', bytearray(b'\x00\xe9'),
          1.5, None, True, range(3), 'Ωmega']:
    print(repr(v), ascii(v), ascii(v) == repr(v))
class R:
    def __repr__(self):
        return 'R<é\U0001f600>'
print(ascii(R()), ascii([R()]))
class BadRepr:
    def __repr__(self):
        return 3
show(20, lambda: ascii(BadRepr()))
show(21, lambda: ascii())
