# Format specifications for ints and floats inside f-strings.

n = 1234567
print(f"{n:d}|{n:,}|{n:_}|{n:10}|{n:<10}|{n:^12}|{n:+}|{-n:+}|{n: }|{n:010}|{-n:010}")
print(f"{255:x}|{255:X}|{255:#x}|{255:o}|{255:#o}|{5:b}|{5:#010b}|{255:08X}|{65:c}|{2 ** 40:_x}")
print(f"{-255:#x}|{0:#b}|{n:=+12}|{n:*>12,}|{n:e}|{n:.2e}|{n:g}|{n:%}")

x = 3.14159265
print(f"{x}|{x:f}|{x:.2f}|{x:10.3f}|{x:<10.1f}|{x:^10.2f}|{x:+.3f}|{x:e}|{x:.3E}|{x:g}|{x:.3g}")
print(f"{x:%}|{0.25:.0%}|{x:010.2f}|{-x:010.2f}|{x:,.4f}|{1234567.891:,.2f}|{1234567.891:_.1f}")
print(f"{1e-5:g}|{1e-4:g}|{1e16:g}|{1e15:g}|{123456789.0:g}|{0.0001234:.2g}|{1.0:g}|{1.0:#g}")
print(f"{float('inf'):f}|{float('-inf'):>8}|{float('nan'):e}|{-0.0:f}|{-0.0:+.1f}|{0.0:+.1f}")
print(f"{2.5:.0f}|{3.5:.0f}|{0.125:.2f}|{0.375:.2f}|{1.005:.2f}|{2.675:.2f}")
print(f"{1e100:.3}|{1e100:.3f}"[:40])
print(f"{1.5:10}|{1.5:<10}|{'s':10}|{'s':>10}|{True:>6}|{True!s:>6}")

width, precision = 12, 3
print(f"{x:{width}.{precision}f}|{x:>{width}}|{n:{'_' if width > 10 else ','}}")

# Invalid specs
for spec in ("z", ".2d", "=", ",x", "xx"):
    try:
        print(f"{n:{spec}}")
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
try:
    print(f"{x:d}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{'s':d}")
except ValueError as e:
    print(type(e).__name__, e)

# A table of numbers
rows = [("alpha", 1, 0.5), ("beta", 22, 12.345), ("gamma", 333, 1234.5)]
for label, count, ratio in rows:
    print(f"{label:<8}|{count:>5d}|{ratio:>10.2f}|{ratio:>9.1%}")
