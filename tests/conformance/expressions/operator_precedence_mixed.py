# Precedence across all operator groups, checked against explicit parentheses.

a, b, c = 6, 3, 2
cases = [
    ("a + b * c", a + b * c, a + (b * c)),
    ("a - b - c", a - b - c, (a - b) - c),
    ("a ** b ** c", a ** b ** c, a ** (b ** c)),
    ("-a ** c", -a ** c, -(a ** c)),
    ("a * b % c", a * b % c, (a * b) % c),
    ("a // b * c", a // b * c, (a // b) * c),
    ("a + b << c", a + b << c, (a + b) << c),
    ("a & b | c", a & b | c, (a & b) | c),
    ("a | b ^ c", a | b ^ c, a | (b ^ c)),
    ("a ^ b & c", a ^ b & c, a ^ (b & c)),
    ("a < b == c", a < b == c, (a < b) and (b == c)),
    ("not a == b", not a == b, not (a == b)),
    ("a and b or c", a and b or c, (a and b) or c),
    ("a or b and c", a or b and c, a or (b and c)),
    ("not a or b", not a or b, (not a) or b),
    ("a if b else c or a", a if b else c or a, a if b else (c or a)),
    ("~a + b", ~a + b, (~a) + b),
    ("-a % b", -a % b, (-a) % b),
    ("a in [6] == True", a in [6] == True, (a in [6]) and ([6] == True)),
    ("a > b > c", a > b > c, (a > b) and (b > c)),
    ("b * -c", b * -c, b * (-c)),
    ("a ** -c", a ** -c, a ** (-c)),
    ("a << b >> c", a << b >> c, (a << b) >> c),
    ("b if a else c", b if a else c, b),
]
for text, got, expected in cases:
    print("%-22s %-24r %s" % (text, got, got == expected))

# lambda has the lowest precedence, walrus needs parentheses
f = lambda x: x + 1 if x else 0
print(f(1), f(0))
print((n := 3) * 2, n)

# Unary minus and power
print(2 ** -1, -2 ** -2, (-2) ** 2, -(2 ** 2))

# Comparison chains with different operators
x = 5
print(1 < x <= 5 != 6, 1 < x < 5, x is not None is not False, 0 <= x in range(10))
