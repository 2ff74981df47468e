# Exact money arithmetic with integer cents, compared with float arithmetic.

def parse_money(text):
    sign = -1 if text.startswith("-") else 1
    text = text.lstrip("+-").replace(",", "")
    whole, _, frac = text.partition(".")
    if len(frac) > 2 or not (whole or frac) or not (whole + frac).isdigit():
        raise ValueError("bad amount %r" % text)
    return sign * (int(whole or "0") * 100 + int((frac + "00")[:2]))

def show(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    whole = "{:,}".format(cents // 100)
    return "%s$%s.%02d" % (sign, whole, cents % 100)

def split_evenly(cents, parts):
    base, extra = cents // parts, cents % parts
    return [base + (1 if i < extra else 0) for i in range(parts)]

def apply_rate(cents, rate_percent_times_100):
    # Round half to even, like banks often do, using integer arithmetic only.
    numerator = cents * rate_percent_times_100
    q, r = numerator // 10000, numerator % 10000
    if r * 2 > 10000 or (r * 2 == 10000 and q % 2 == 1):
        q += 1
    return q

amounts = ["19.99", "0.01", "1,234.5", "-3.10", "100", ".5"]
cents = [parse_money(a) for a in amounts]
print(cents, show(sum(cents)))
print([show(c) for c in cents])
print(split_evenly(1000, 3), sum(split_evenly(1000, 3)), split_evenly(1, 4))
print([apply_rate(c, 825) for c in (100, 1000, 1234, 9999, 50)], apply_rate(200, 5000),
      apply_rate(300, 5000))

float_total = sum(float(a.replace(",", "")) for a in amounts)
print(float_total, show(sum(cents)), "%.2f" % float_total)
print(0.1 + 0.2 == 0.3, parse_money("0.10") + parse_money("0.20") == parse_money("0.30"))

for bad in ("1.234", "abc", "", "1.2.3", "$5"):
    try:
        parse_money(bad)
    except ValueError as e:
        print(type(e).__name__, e)

# Compound interest over 12 months at 1.5% per month
balance = parse_money("1000.00")
for month in range(12):
    balance += apply_rate(balance, 150)
print(show(balance))
