# complex(real, imag) with every argument kind: signed zeros stay,
# complex arguments combine, __complex__/__float__/__index__ are used.
print(repr(complex()), repr(complex(1)), repr(complex(1, 2)), repr(complex(real=3, imag=-4)), repr(complex(imag=2)))
print(repr(complex(0.0, -0.0)), repr(complex(-0.0, 0.0)), repr(complex(-0.0, -0.0)), repr(complex(-0.0)))
print(repr(complex(1j, 1j)), repr(complex(1 + 2j, 3 + 4j)), repr(complex(1.5, 2j)), repr(complex(2j)))
print(repr(complex(True, False)), repr(complex(2 ** 60, 1)), repr(complex(1 + 2j)), repr(complex("3", )))
class C:
    def __complex__(self):
        return 5 - 6j
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 9
print(complex(C()), complex(F()), complex(I()), complex(F(), F()), complex(I(), 1))
class Z(complex):
    def __repr__(self):
        return "Z" + complex.__repr__(self)
z = Z(1, 2)
print(repr(z), repr(z + 1), type(z * 2).__name__, repr(Z("3+4j")), repr(complex(z)), type(complex(z)).__name__)
class Bad:
    def __complex__(self):
        return 1.5
for bad in [Bad(), "1+2j+3", "x"]:
    try:
        complex(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    complex(1, None)
except TypeError as e:
    print("TypeError:", e)
print((1 + 2j).__getnewargs__(), complex.__new__(complex, 1, 1), (1 + 2j).__complex__())
