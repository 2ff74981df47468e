# Thousands separators ',' and '_' for floats: only the integer part is
# grouped, zero padding counts the separators, and 'n' refuses them.
vals = [0.5, 999.5, 1234.5, -1234567.891, 1e9, 12345678901.25, 1e20, 0.000123]
for spec in [",", "_", ",.2f", "_.2f", ",.0f", ",e", ",g", ",.10g", ",%", "_.1%", "015,.2f",
             "020_.3f", "+015,.1f", "^20,.2f", ",.3", "_F"]:
    print(repr(spec), [format(v, spec) for v in vals])
for spec in [",n", "_n", ",,f", "__f", ",_f"]:
    try:
        format(1234.5, spec)
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
# Infinity and nan are not grouped.
print(format(float("inf"), ",.2f"), format(float("nan"), "_"), format(-float("inf"), "020,.1f"))
# Zero padding that lands on a separator position grows the output.
for width in range(8, 16):
    print(width, format(1234.5, "0" + str(width) + ",.1f"), format(-1.5, "0" + str(width) + "_.2f"))
