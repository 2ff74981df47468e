# f-strings format floats with the same mini-language, plus !r and !s
# conversions and nested replacement fields.
import sys
price = 1234.5678
rate = 0.0725
tiny = 3.2e-9
print(f"{price}", f"{price!r}", f"{price!s:>15}", f"{price:,.2f}", f"{price:_.1f}")
print(f"{rate:.1%}", f"{rate:%}", f"{rate:08.3f}", f"{rate:+.2e}", f"{tiny:g}", f"{tiny:.3}")
for w in range(6, 14, 2):
    for p in range(0, 5, 2):
        print(f"|{price:{w}.{p}f}|{-rate:^{w}.{p}e}|{tiny:<{w}.{p}g}|")
rows = [("apples", 3, 0.5), ("pears", 12, 1.25), ("melons", 2, 3.999)]
for name, n, unit in rows:
    print(f"{name:<10}{n:>4} x {unit:6.2f} = {n * unit:8.2f}")
print(f"{sum(n * u for _, n, u in rows):=+12.3f}")
print(f"{sys.float_info.max:.3e}", f"{sys.float_info.epsilon!r}", f"{-0.0:z.1f}")
print(f"{1e300 * 10:f}", f"{-1e300 * 10:10}", f"{float('nan'):>6}")
print(f"{3.0=}", f"{price = :.1f}", f"{2.5 * 2=!s}")
