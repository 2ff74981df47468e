# Thousands of formatted floats: every presentation type with precisions,
# widths, fills, alignments, signs, 'z', '#', grouping and '=' alignment,
# over values from tiny to huge, including halfway cases and -0.0.
values = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.1, 0.125, 1 / 3, 2 / 3, 123.456,
          -123.456, 1234567.891, 1e-5, 1e-4, 1.5e-7, 1e15, 1e16, 1e17, 1e22, 1e100,
          1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 9.999999, 99.995, 0.0005,
          12345678901234567890.0, float("inf"), float("-inf"), float("nan"), 3.0, 100.0,
          1e6, 999999.5, 0.000123456789, 0.045, 2.675, -0.0049]
# More values from a deterministic walk, mixing magnitudes.
x = 0.7071
for i in range(24):
    x = (x * 3.7 + 0.123) % 10.0
    values.append(x * 10.0 ** ((i * 7) % 31 - 15) * (-1) ** i)

types = ["", "e", "E", "f", "F", "g", "G", "n", "%"]
precisions = ["", ".0", ".1", ".3", ".8", ".17"]
for t in types:
    for p in precisions:
        spec = p + t
        cells = [format(v, spec) for v in values]
        print(repr(spec), " ".join(cells))

decorated = ["10", "-10", "<12", ">12", "^12", "=12", "*^15.3f", "0>10.2f", "010.2f", "+",
             "+.3f", " .3f", "-.3f", "+e", " g", "z.1f", "z.0f", "z", "+z.2f", "#.0f", "#.0e",
             "#g", "#.3g", "#", ",", ",.2f", "_.3f", "_", ",g", "20,.2f", "020,.2f", "_e",
             ",.0%", "+020.4e", "=+12.3f", "z.3e", "z%", "#.0%", "-^+20.5g", "15.10g", ",.3e",
             "#.1G", "x<+25,.4f", "0=15_.2f", "^#12.0e"]
for spec in decorated:
    cells = [format(v, spec) for v in values]
    print(repr(spec), "|".join(cells))

# The same through f-strings with nested width and precision.
for width in (8, 14):
    for prec in (2, 5):
        print(width, prec, [f"{v:{width}.{prec}g}" for v in values[:20]])

# Errors of bad specs.
for spec in ["d", "x", "c", "b", "=010s", ",_f", "_,f", ".f", "10.2q", ",n", "z.1d"]:
    try:
        format(1.5, spec)
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
