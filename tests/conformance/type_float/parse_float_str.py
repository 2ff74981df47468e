# float(str): whitespace, signs, underscores between digits, inf/nan in any
# case, overflow to inf, underflow to 0, Unicode digits and spaces.
texts = ["1", "1.5", " 1.5 ", "\t-2.5\n", "1_000.5", "0_0.0_1", "1e5", "1E-5", "1e400", "-1e400",
         "1e-400", "inf", "-inf", "+inf", "INF", "Infinity", "infinity", "-InFiNiTy", "nan",
         "NaN", "-nan", "+NAN", ".5", "5.", "  +.5e-3  ", "\u20031.5\u2003", "00012", "-0",
         "-0.0", "9" * 400, "1" + "0" * 320, "2.4703282292062328e-324", "2.4703282292062327e-324",
         "1.7976931348623158e308", "1.7976931348623159e308", "0." + "0" * 400 + "1",
         "\u0661\u0662\u0663.\u0664", "1e1_0", "0.1e-1_0", "4.9406564584124654e-324",
         "123456789012345678901234567890", "0.30000000000000004", "1e-5_0"]
for t in texts:
    print(repr(t)[:50], repr(float(t)))
print(float(b"2.5"), float(bytearray(b" -7 ")), float(5), float(True), float(2 ** 70))
print(float(), float("-0").hex(), float(" 1e-324 ").hex())
class Half:
    def __float__(self):
        return 0.5
class Idx:
    def __index__(self):
        return 7
print(float(Half()), float(Idx()))
