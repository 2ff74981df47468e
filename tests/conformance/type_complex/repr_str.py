# repr() and str() of complex numbers: parentheses only with a real part,
# signed zeros, inf and nan, shortest float digits.
inf = float("inf")
nan = float("nan")
cs = [0j, -0j, complex(-0.0, 0.0), complex(0.0, -0.0), complex(-0.0, -0.0), 1j, -1j, 1 + 2j,
      -1.5 - 2.5j, complex(1e300, 1e-300), complex(inf, nan), complex(nan, inf), complex(-inf, 0),
      complex(1, -nan), 3.0 + 0j, 1e16j, 1e17 + 1e-5j, complex(0.1, 0.2), complex(123456789012345678, 1),
      complex(1e-5, -1e22), 0.1j * 3, complex(2.5, 0.0), complex(-2.5, -0.0)]
for c in cs:
    print(repr(c), str(c), c.real, c.imag, repr(c.conjugate()), f"{c}", "%s|%r" % (c, c))
print([1j, 2 + 0j], {"k": -1j}, (1j,), str([complex(0, -0.0)]))
