# Dividing by a complex zero raises ZeroDivisionError with CPython's
# message; floor division and modulo are not defined for complex.
for a in [1 + 1j, 0j, 1, 2.5]:
    for b in [0j, complex(0.0, -0.0), 0 + 0j]:
        try:
            print(a / b)
        except ZeroDivisionError as e:
            print(repr(a), repr(b), "ZeroDivisionError:", e)
for op in ["//", "%", "divmod"]:
    try:
        if op == "//":
            (1 + 2j) // 2
        elif op == "%":
            (1 + 2j) % 2
        else:
            divmod(1 + 2j, 2)
    except TypeError as e:
        print(op, "TypeError:", e)
try:
    1 / (0 * 1j)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(1 / complex(0, 1e-320) if False else "skipped", (1 + 1j) / complex(1e-300, 0))
