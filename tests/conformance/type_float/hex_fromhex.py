# float.hex() and float.fromhex(): exact hexadecimal forms, subnormals,
# rounding of too-long mantissas, and their errors.
for v in [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 3.0, 1e300, 5e-324, 2.2250738585072014e-308,
          1.7976931348623157e308, 1 / 3, 1234.5678, float("inf"), float("-inf"), float("nan")]:
    print(repr(v), v.hex())
texts = ["0x1p0", "0x1.8p1", "-0x1.fffffffffffffp+1023", "0x1p-1074", "0x1p-1075", "0x1.8p-1074",
         "  0X1.AP3  ", "0x.8", "1", "1.5", "nan", "-inf", "infinity", "0x1.00000000000008p0",
         "0x1.00000000000018p0", "0x1.000000000000080001p0", "0xABCDEFp-20", "-0x0p0", "0x1p+1",
         "0x10", "0x1.", "0x1_0p0"]
for t in texts:
    try:
        print(repr(t), repr(float.fromhex(t)))
    except (ValueError, OverflowError) as e:
        print(repr(t), type(e).__name__ + ":", e)
for t in ["0x1p1024", "0x2p1023", "zz", "0x", "0x1p", "0x1pz", "", "0x1.p0.5"]:
    try:
        print(repr(t), float.fromhex(t))
    except (ValueError, OverflowError) as e:
        print(repr(t), type(e).__name__ + ":", e)
x = 0.123
for i in range(200):
    x = (x * 9.73 + 0.31) % 1000.0
    y = x * 2.0 ** (i - 100)
    assert float.fromhex(y.hex()) == y
print("round trips ok", float.fromhex((2.5).hex()), type(float.fromhex("0x1p0")).__name__)
class F(float):
    pass
print(type(F.fromhex("0x1p3")).__name__, F.fromhex("0x1p3"))
