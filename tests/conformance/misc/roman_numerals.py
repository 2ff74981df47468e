# Conversion between integers and Roman numerals, with validation.

PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}

def to_roman(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("expected an int, got %s" % type(n).__name__)
    if not 0 < n < 4000:
        raise ValueError("%d is out of range (1..3999)" % n)
    out = []
    for value, symbol in PAIRS:
        count, n = n // value, n % value
        out.append(symbol * count)
    return "".join(out)

def from_roman(text):
    if not text or any(ch not in VALUES for ch in text):
        raise ValueError("invalid Roman numeral %r" % text)
    total = 0
    for i, ch in enumerate(text):
        value = VALUES[ch]
        if i + 1 < len(text) and VALUES[text[i + 1]] > value:
            total -= value
        else:
            total += value
    if to_roman(total) != text:
        raise ValueError("non-canonical Roman numeral %r (did you mean %r?)"
                         % (text, to_roman(total)))
    return total

for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
    r = to_roman(n)
    print(n, r, from_roman(r))

print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
print(max(range(1, 4000), key=lambda n: len(to_roman(n))), to_roman(3888))

for bad in (0, 4000, -5, 2.5, "10", True):
    try:
        to_roman(bad)
    except (ValueError, TypeError) as e:
        print(repr(bad), type(e).__name__, e)
for bad in ("", "IIII", "IC", "MMMM", "ABC", "VX", "iv"):
    try:
        from_roman(bad)
    except ValueError as e:
        print(repr(bad), type(e).__name__, e)
