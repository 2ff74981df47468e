# The 'z' option turns negative zero results into positive zero after
# rounding; '#' keeps the decimal point and 'g''s trailing zeros.
vals = [-0.0, -0.001, -0.004, -0.005, -0.5, -0.6, 0.0, 0.001, -1e-20, -1.0, float("-inf")]
for spec in ["z.0f", "z.1f", "z.2f", "z", "z.0e", "z.1g", "z.0%", "+z.1f", " z.2f", "z10.1f",
             ".0f", ".1f"]:
    print(repr(spec), [format(v, spec) for v in vals])
for spec in ["#.0f", "#.0e", "#g", "#.1g", "#.3g", "#.10g", "#", "#.0%", "#.0E", "#10.0f"]:
    print(repr(spec), [format(v, spec) for v in [0.0, 1.0, 5.0, 123.0, 999999.5, 1e-10, 2.5, 1e20]])
print(f"{-0.0:z}", f"{-0.00001:z.2f}", f"{-0.0:z.3e}")
try:
    format(-1, "z")
except ValueError as e:
    print("ValueError:", e)
