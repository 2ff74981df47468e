# int() and float() parsing: bases, underscores, prefixes, whitespace,
# special values, and every error message.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


for text in ["1_000", " 12 ", "-0", "+7", "0x1f", "1__0", "_1", "1_", "1.5", "", " ",
             "٣", "12abc", "\t\n42\n"]:
    check(lambda: int(text))
for text, base in [("0x_1f", 16), ("0x1f", 0), ("010", 0), ("00", 0), ("0b101", 2),
                   ("0o17", 8), ("z", 36), ("Z", 36), ("12", 1), ("12", 37), ("-0b1010", 0),
                   ("0B1010", 0), ("ff", 16), ("FF", 15), ("1_0", 0), ("0_7", 0)]:
    check(lambda: int(text, base))
check(lambda: int(12, 10))
check(lambda: int(None))
check(lambda: int([1]))
check(lambda: int(3.9))
check(lambda: int(-3.9))
check(lambda: int(float("nan")))
check(lambda: int(float("inf")))
check(lambda: int(True))
check(lambda: int(base=10))
check(lambda: int("5", base=10))
check(lambda: int(x=1))
check(lambda: int("1", "2"))
check(lambda: int(1, 2, 3))
check(lambda: int("12345678901234567890123"))
check(lambda: int(1e20))
for text in ["inf", "-Infinity", "nan", " nan ", "infinity", "+inF", " 1e3 ", "1_0.5",
             "abc", "", "0x10", "1e500", "-0", "1e-400", ".5", "5.", "1_000.000_1",
             "1__0.0", "inf_"]:
    check(lambda: float(text))
check(lambda: float(None))
check(lambda: float(10 ** 400))
check(lambda: float(2 ** 53 + 1))
check(lambda: float(x=1))
check(lambda: float(1, 2))
check(lambda: float([]))


class Celsius:
    def __init__(self, degrees):
        self.degrees = degrees

    def __int__(self):
        return int(self.degrees)

    def __float__(self):
        return float(self.degrees)

    def __index__(self):
        return int(self.degrees)


class OnlyIndex:
    def __index__(self):
        return 7


class BadFloat:
    def __float__(self):
        return "not a float"


check(lambda: int(Celsius(21.7)))
check(lambda: float(Celsius(21)))
check(lambda: int(OnlyIndex()))
check(lambda: float(OnlyIndex()))
check(lambda: float(BadFloat()))
check(lambda: int("10", OnlyIndex()))
