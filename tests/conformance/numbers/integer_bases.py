# Integers in other bases: literals, int() parsing, formatting, and manual conversion.

print(0b1010, 0o17, 0xFF, 0B11, 0O7, 0Xa, 1_000_000, 0x_FF, 0b_1010_1010)
for n in (0, 5, 255, -255, 2 ** 40, -(2 ** 64)):
    print(n, "%x" % n, "%o" % n, "{:b}".format(n), "{:#x}".format(n), "{:#o}".format(n),
          "{:#b}".format(n))

for text, base in (("ff", 16), ("FF", 16), ("-1010", 2), ("777", 8), ("zz", 36), ("0x1F", 0),
                   ("0o17", 0), ("0b101", 0), ("  12  ", 0), ("1_2_3", 10), ("0_0", 0)):
    print(repr(text), base, int(text, base))

def to_base(n, base):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign, n = ("-", -n) if n < 0 else ("", n)
    out = []
    while n:
        n, r = divmod_pair(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))

def divmod_pair(a, b):
    return a // b, a % b

for n in (0, 1, 35, 36, -100, 10 ** 30):
    row = [to_base(n, b) for b in (2, 7, 16, 36)]
    print(n, row, all(int(s, b) == n for s, b in zip(row, (2, 7, 16, 36))))

# Bit manipulation with binary strings
n = 0b1011_0110
print("{:08b}".format(n), "{:08b}".format(n >> 2), "{:08b}".format((n << 1) & 0xFF),
      "{:08b}".format(~n & 0xFF))
print([i for i in range(8) if n >> i & 1], "{:#b}".format(n).count("1"), n.bit_count())

for bad in (("12", 2), ("0x", 16), ("g", 16), ("0b1", 10), ("--1", 10)):
    try:
        int(*bad)
    except ValueError as e:
        print(type(e).__name__, e)
