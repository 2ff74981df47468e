# abs() of complex is the correctly scaled hypotenuse; conjugate, real and
# imag; overflow of abs.
for c in [3 + 4j, -3 - 4j, 1e300 + 1e300j, 1e-320 + 1e-320j, complex(float("inf"), float("nan")),
          complex(float("nan"), 1), 0j, 5j, -0j, 1 + 1j, 5e-324j, 0.1 + 0.2j]:
    print(repr(c), repr(abs(c)), repr(c.conjugate()), repr(c.real), repr(c.imag))
try:
    abs(complex(1.7e308, 1.7e308))
except OverflowError as e:
    print("OverflowError:", e)
print((1 + 2j).conjugate().conjugate(), (5).conjugate(), (2.5).conjugate(), True.conjugate())
print(abs(complex(3, 4)) == 5.0, type(abs(1j)).__name__, (2 + 0j).__abs__(), complex.conjugate(1j))
try:
    (1j).real = 2
except AttributeError as e:
    print("AttributeError:", e)
