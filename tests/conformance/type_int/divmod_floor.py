# Integer floor division and modulo: the remainder has the divisor's sign,
# divmod agrees with // and %, for small and huge operands.
vals = [7, -7, 3, -3, 1, -1, 2 ** 70, -(2 ** 70), 10 ** 30 + 1, -(10 ** 30) - 1]
for a in vals:
    print(a, [divmod(a, b) for b in vals])
for a in range(-9, 10, 3):
    print(a, [(a // b, a % b) for b in (-4, -3, -2, 2, 3, 4)])
for op in ["//", "%", "divmod", "/"]:
    for b in [0, False]:
        try:
            if op == "//":
                5 // b
            elif op == "%":
                5 % b
            elif op == "divmod":
                divmod(5, b)
            else:
                5 / b
        except ZeroDivisionError as e:
            print(op, repr(b), "ZeroDivisionError:", e)
q, r = divmod(-(3 ** 200), 7 ** 50)
print(q % 10 ** 9, r, q * 7 ** 50 + r == -(3 ** 200), 0 <= r < 7 ** 50)
