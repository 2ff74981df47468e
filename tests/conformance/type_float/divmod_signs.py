# Floor division, modulo and divmod of floats: the remainder takes the
# divisor's sign, -0.0 results, infinities and the ZeroDivisionError texts.
nums = [7.0, -7.0, 3.5, -3.5, 0.0, -0.0, 1e300, 0.1, float("inf"), float("-inf"), float("nan")]
for a in nums:
    row = []
    for b in [2.0, -2.0, 0.3, -0.3, float("inf"), float("-inf")]:
        q, r = divmod(a, b)
        row.append("%r/%r" % (q, r))
        assert (a // b, a % b) == (q, r) or q != q or r != r
    print(repr(a), " ".join(row))
for a, b in [(7, 2.0), (-7, 2.0), (7.5, -2), (2 ** 60, 0.5), (True, 0.25), (-1e-300, 1e300)]:
    print(a, b, divmod(a, b), a // b, a % b)
for a, b in [(1.0, 0.0), (1, 0.0), (0.0, 0), (float("inf"), 0.0)]:
    for op in ["/", "//", "%", "divmod"]:
        try:
            if op == "/":
                a / b
            elif op == "//":
                a // b
            elif op == "%":
                a % b
            else:
                divmod(a, b)
        except ZeroDivisionError as e:
            print(repr(a), op, repr(b), "ZeroDivisionError:", e)
print(repr(-0.0 % 5.0), repr(0.0 % -5.0), repr(-5.0 % 5.0), repr(5.0 % -5.0), repr(-1e-320 % 1.0))
print(repr(6.0 // 0.1), repr(6.0 % 0.1), divmod(-0.0, 1.0))
