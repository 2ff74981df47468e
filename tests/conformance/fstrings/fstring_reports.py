# f-strings building a formatted report with computed widths and alignment.

sales = [
    ("North", "Q1", 12500.5), ("North", "Q2", 13950.0), ("South", "Q1", 8700.25),
    ("South", "Q2", 9100.0), ("East", "Q1", 15000.0), ("East", "Q2", 14250.75),
]
regions = sorted({r for r, _, _ in sales})
quarters = sorted({q for _, q, _ in sales})
table = {(r, q): v for r, q, v in sales}
width = max(len(r) for r in regions) + 2

header = (f"{'Region':<{width}}" + "".join(f"{q:>12}" for q in quarters)
          + f"{'Total':>12}{'Change':>9}")
print(header)
print(f"{'':-<{len(header)}}")
grand = 0
for r in regions:
    values = [table[(r, q)] for q in quarters]
    total = sum(values)
    grand += total
    change = (values[1] - values[0]) / values[0]
    cells = "".join(f"{v:>12,.2f}" for v in values)
    print(f"{r:<{width}}{cells}{total:>12,.2f}{change:>+9.1%}")
print(f"{'':=<{len(header)}}")
print(f"{'Grand total':<{width + 24}}{grand:>12,.2f}")

# Progress bars
for done in (0, 3, 7, 10):
    bar = f"[{'#' * done:<10}]"
    print(f"{bar} {done / 10:>4.0%} {done:>2}/10")

# Key-value listing with dotted leaders
settings = {"timeout": 30, "retries": 3, "verbose": True, "name": "service"}
w = max(map(len, settings)) + 4
for k, v in settings.items():
    print(f"{k + ' ':.<{w}} {v!r}")
