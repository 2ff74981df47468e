# format() of one float with each presentation type and precision,
# showing where 'g' switches style and how 'n' and '%' behave.
for v in [0.0, 1.0, 12.5, 1234.5678, 0.00012345, 1e-7, 123456789.0, 1e16, -3.5]:
    print("value", repr(v))
    for t in ["e", "E", "f", "F", "g", "G", "n", "%", ""]:
        print("  ", repr(t), [format(v, "." + str(p) + t) for p in (0, 1, 2, 4, 7)], format(v, t))

# 'g' removes trailing zeros unless '#' is given; the exponent threshold is
# the precision.
for p in range(1, 8):
    print(p, format(123456.0, "." + str(p) + "g"), format(123456.0, "#." + str(p) + "g"),
          format(0.0001, "." + str(p) + "g"), format(0.00001, "#." + str(p) + "g"))

# An empty type with a precision behaves like 'g' but keeps at least one
# digit after the point.
for v in [1.0, 10.0, 1e5, 1e16, 0.5, 123.0]:
    print(repr(v), format(v, ".3"), format(v, ".1"), format(v, ".20"), format(v, ""))

# Uppercase types also uppercase inf and nan.
for t in "eEfFgG%":
    print(t, format(float("inf"), t), format(float("-inf"), t), format(float("nan"), t))
