# pow() with two and three arguments: negative exponents, modular inverse, zero modulus, floats, keywords.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
for b in [-3, -2, -1, 0, 1, 2, 3, 10]:
    for e in [-2, -1, 0, 1, 2, 3, 10]:
        show(('pow', b, e), lambda: pow(b, e))
        for m in [-7, -1, 1, 2, 7, 12, 13]:
            show(('pow', b, e, m), lambda: pow(b, e, m))
show(1, lambda: pow(2, 3, 0))
show(2, lambda: pow(2.0, 3, 5))
show(3, lambda: pow(2, 3.0, 5))
show(4, lambda: pow(2, 3, 5.0))
show(5, lambda: pow(0, -1))
show(6, lambda: pow(0.0, -1))
show(7, lambda: pow(-8, 1 / 3))
show(8, lambda: pow(-8.0, 2))
show(9, lambda: pow(2, 0.5))
show(10, lambda: pow(1e308, 2))
show(11, lambda: pow(2, 10**4, 10**9 + 7))
show(12, lambda: pow(3, -1, 10**20 + 39))
show(13, lambda: pow(12345678901234567890, -1, 98765432109876543211))
show(14, lambda: pow(6, -1, 9))
show(15, lambda: pow(base=3, exp=4))
show(16, lambda: pow(3, 4, mod=5))
show(17, lambda: pow(3, exp=4, mod=None))
show(18, lambda: pow(3))
show(19, lambda: pow(3, 4, 5, 6))
show(20, lambda: pow('a', 2))
show(21, lambda: pow(2, 'a'))
show(22, lambda: pow(2, 2, 'a'))
show(23, lambda: pow(True, True, True))
show(24, lambda: pow(2j, 2))
show(25, lambda: pow(2, 2j))
show(26, lambda: pow(2j, 2, 3))
show(27, lambda: pow(0, 0, 1))
show(28, lambda: pow(0, 0, -1))
show(29, lambda: pow(-2, 0.5))
show(30, lambda: pow(float('inf'), 0))
show(31, lambda: pow(float('nan'), 0))
show(32, lambda: pow(1, float('nan')))
class P:
    def __pow__(self, other, mod=None):
        return ('pow', other, mod)
    def __rpow__(self, other, mod=None):
        return ('rpow', other, mod)
show(33, lambda: pow(P(), 2))
show(34, lambda: pow(P(), 2, 3))
show(35, lambda: pow(2, P()))
show(36, lambda: pow(2, P(), 3))
show(37, lambda: P() ** 5)
show(38, lambda: 5 ** P())
