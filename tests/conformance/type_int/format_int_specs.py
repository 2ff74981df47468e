# format() of ints with every presentation type and option.
ints = [0, 1, -1, 5, -5, 255, -255, 1000000, -1234567, 2 ** 64, -(2 ** 100), 10 ** 25 + 7, True]
specs = ["", "d", "b", "o", "x", "X", "c", "n", "#b", "#o", "#x", "#X", "10", "<10", "^10", "=10",
         "010", "+", " ", "-", ",", "_", "_b", "_x", "_o", "#_x", ",d", "020,", "+#010x", "*^20,",
         "e", ".2e", "f", ".3f", "g", "%", ".1%", "E", "G", "F", "#010b", "0=+12", "_X"]
for v in ints:
    row = []
    for s in specs:
        try:
            row.append(format(v, s))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(v, row)
for s in [".3d", "s", "z", "zd", ",b", ",x", "_n", ",c", "#c", "+c", ".1c", "=s"]:
    try:
        print(s, format(65, s))
    except ValueError as e:
        print(s, "ValueError:", e)
for v in [-1, 0x110000]:
    try:
        format(v, "c")
    except (ValueError, OverflowError) as e:
        print(v, type(e).__name__ + ":", e)
print(bin(10), oct(-8), hex(-255), bin(0), hex(2 ** 70), oct(2 ** 40), f"{255:#06x}", f"{-3:08b}")
