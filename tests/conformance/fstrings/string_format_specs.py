# Format specs for strings: fill, align, width, precision.

s = "python"
print(f"[{s}] [{s:10}] [{s:<10}] [{s:>10}] [{s:^10}] [{s:^11}] [{s:*^11}]")
print(f"[{s:.3}] [{s:10.2}] [{s:>10.4}]")
print(f"[{s:0>10}] [{s:=<10}] [{s:{'#'}>{8}}] [{'':5}] [{'':-^5}] [{s:3}]")
print(f"[{'é':>3}] [{'中文':^6}] [{'😀':<3}]")

# Width from a variable, alignment from data
rows = [("left", "<"), ("center", "^"), ("right", ">")]
for label, align in rows:
    print(f"|{label:{align}12}|")

# Truncation combined with padding
long = "a very long string that will be cut"
print(f"|{long:.10}|{long:>15.10}|{long:^20.5}|")

# Errors for string-specific invalid specs
for spec in ("=10", "+", ",", "d", "010"):
    try:
        print(f"{s:{spec}}|")
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)

# A receipt
items = [("Coffee", 2, 3.5), ("Bagel with cream cheese", 1, 4.25), ("Tea", 3, 2.0)]
width = 32
print("=" * width)
print(f"{'RECEIPT':^{width}}")
print("-" * width)
for name, qty, price in items:
    line_total = qty * price
    print(f"{name[:18]:<18}{qty:>3} x{price:>5.2f}{line_total:>5.1f}")
total = sum(q * p for _, q, p in items)
print("-" * width)
print(f"{'TOTAL':<24}{total:>8.2f}")
print("=" * width)
