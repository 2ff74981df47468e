# Width, fill character, alignment and sign options of float formatting.
vals = [3.14159, -3.14159, 0.0, -0.0, 1e10, float("inf"), float("-nan")]
for align in ["<", ">", "^", "="]:
    for fill in ["", "*", "0", "#", "\u00b7"]:
        spec = fill + align + "12.3f" if fill else align + "12.3f"
        print(repr(spec), ["[" + format(v, spec) + "]" for v in vals])
for sign in ["+", "-", " "]:
    for t in ["f", "e", "g", ""]:
        spec = sign + "10.2" + t
        print(repr(spec), ["[" + format(v, spec) + "]" for v in vals])
# Zero padding after the sign, as '=' does.
for spec in ["010.2f", "+010.2f", " 010.2f", "010.2e", "012", "0=10.1f", "0<10.1f"]:
    print(repr(spec), [format(v, spec) for v in vals])
# A width smaller than the text does nothing.
print(format(123456.789, "3.2f"), format(-1e100, "5"), format(1.5, "1"))
print(f"{2.5:>{6}}", f"{2.5:*^{9}.{2}f}", f"{-2.5:+{8}}")
