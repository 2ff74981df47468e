# Corner cases of f-string parsing and evaluation order.

x = 5
print(f"{x}{x}", f"{x!r}{x!s}", f"{'{'}{x}{'}'}", f"{{{x}}}", f"{{x}}", f"{{}}{x}")
print(f"{x:}", f"{x!r:}", f"{x:{''}}", f"{x=}", f"{x =}", f"{x= }")
print(f"{'a' 'b'}", f"{x if x else 0}", f"{(x, x)}", f"{x,}", f"{x, 'y'}")
print(f"{3.0:.0f}", f"{-x}", f"{~x}", f"{not x}", f"{x > 3 and 'big'}", f"{x or 'zero'}")
print(f"{'\\'}", f"{'\''}", f'{"\""}', f"{'\t'!r}", f"{chr(10)!r}")
print(f"""{
x
+
1
}""", f"{x  # a comment inside a replacement field that continues on the next line
}")

# Evaluation order is left to right, once per placeholder
calls = []

def trace(v):
    calls.append(v)
    return v

print(f"{trace(1)}-{trace(2)}-{trace(3):>{trace(4)}}")
print(calls)

# Format spec evaluated after the value
calls.clear()
print(f"{trace('value'):{trace('>')}{trace(8)}}|", calls)

# Nested f-strings as format specs
fill, align, width = "*", "^", 11
print(f"{'mid':{f'{fill}{align}{width}'}}")

# Empty strings and whitespace
print(repr(f""), repr(f"{''}"), repr(f"{' '}"), repr(f" {x} "))

# Unicode in expressions and text
π = 3.14159
print(f"π ≈ {π:.2f} — {'ünïcödé'.upper()} {'😀' * 3}")

# Errors in specs and conversions raised at run time
for spec in (".2x", "<<", "0=5s"):
    try:
        print(f"{x:{spec}}")
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
