# complex(str): parentheses, whitespace, j or J alone, signs, exponents,
# underscores, inf and nan.
texts = ["1", "1j", "-1j", "1+2j", "(1+2j)", " (1-2j) ", "1.5e3-2.5e-3j", "j", "+j", "-j", "J",
         "inf+nanj", "-infj", "NaN-InFj", "1_0+2_0j", "1e5j", ".5j", "5.j", "( 3 )", "\t1j\n",
         "nanj", "-nan+0j", "1E+2-3E-1J", "infinity", "-Infinityj", "0.0-0.0j", "-0j", "-0-0j"]
for t in texts:
    c = complex(t)
    print(repr(t), repr(c), c.real, c.imag)
print(complex(b"1+2j".decode()), complex("1" + "0" * 30 + "j"))
