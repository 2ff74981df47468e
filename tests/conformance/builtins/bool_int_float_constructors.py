# The constructors bool(), int(), float() and str() on many inputs.

print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool("False"), bool([]), bool([[]]))
print(int(), int(7.9), int(-7.9), int("42"), int("-0"), int("+17"), int("0042"), int(" 5\n"))
print(int("101", 2), int("777", 8), int("FF", 16), int("ff", 16), int("Zz", 36), int("0x10", 16))
print(int("0b11", 0), int("0o11", 0), int("0x11", 0), int("11", 0), int("1_0", 0), int(True))
print(float(), float(3), float("3.25"), float("-.5"), float("1e-3"), float("  2  "), float(True))
print(float("inf"), float("-INF"), float("nAn"), float("infinity"), float("1_000.000_1"))
print(str(), str(5), str(-0.0), str([1, "a"]), str(None), str(str), str("plain"))

for source, base in (("", 10), ("1.5", 10), ("12", 2), ("0x", 16), ("_1", 10), ("1_", 10),
                     ("١٢", 10), ("09", 0), ("0b2", 0), ("z", 35)):
    try:
        print(repr(source), base, "->", int(source, base))
    except ValueError as e:
        print(repr(source), base, "->", type(e).__name__, e)

for source in ("", "1.2.3", "1e", "e5", "--1", "0x10", "nan(1)", "1_", "inf inity"):
    try:
        print(repr(source), "->", float(source))
    except ValueError as e:
        print(repr(source), "->", type(e).__name__, e)

for fn in (lambda: int("10", 37), lambda: int("10", -1), lambda: int(10, 2), lambda: int([]),
           lambda: float(None), lambda: int("5", base=2.0)):
    try:
        fn()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Unicode digits are accepted by int() and float()
print(int("١٢٣"), int("٣", 10), float("١.٥"), int("\u0967\u0968"))
# Very long digit strings
print(int("9" * 50) + 1 == 10 ** 50, len(str(int("1" + "0" * 300))))
print(bool.__name__, int.__name__, type(bool(1)).__name__, bool(1) is True)
