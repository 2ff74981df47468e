# int(str, base) for base 0 and 2..36: prefixes, underscores, whitespace,
# signs, letters in either case, Unicode digits.
texts = ["0", "10", " 10 ", "-10", "+10", "1_000", "0x1f", "0X1F", "0o17", "0b101", "010", "00",
         "0_0", "z", "Z", "zz", "\u0661\u0662\u0663", "\u20035\u2003", "0x_1f", "-0b11", "  -0x_dead_beef  ",
         "7fffffffffffffff", "1" * 40, "-0", "0o0", "1_2_3"]
for t in texts:
    row = []
    for base in [10, 0, 2, 8, 16, 36, 3]:
        try:
            row.append(str(int(t, base)))
        except ValueError:
            row.append("-")
    print(repr(t), " ".join(row))
for base in range(2, 37):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    print(base, int(digits, base), int("-" + digits[::-1].upper(), base), int("1" + "_0" * 5, base))
print(int(b"12"), int(bytearray(b" 7 ")), int(b"0x1f", 0), int("10", base=16), int(x="5") if False else 5)
print(int(" 1__".rstrip("_"), 10), int("0b_1", 0), int("0B1", 0), int("0O7", 0))
