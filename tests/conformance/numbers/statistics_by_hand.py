# Descriptive statistics computed with plain arithmetic on ints and floats.

data = [12, 7, 3, 14, 7, 9, 21, 7, 3, 11, 18, 5]

def mean(xs):
    return sum(xs) / len(xs)

def median(xs):
    s = sorted(xs)
    n = len(s)
    mid = n // 2
    return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2

def mode(xs):
    counts = {}
    for x in xs:
        counts[x] = counts.get(x, 0) + 1
    best = max(counts.values())
    return min(x for x, c in counts.items() if c == best)

def variance(xs, sample=True):
    m = mean(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - (1 if sample else 0))

def sqrt(value, eps=1e-15):
    if value < 0:
        raise ValueError("math domain error")
    if value == 0:
        return 0.0
    guess = value
    while True:
        better = (guess + value / guess) / 2
        if abs(better - guess) <= eps * better:
            return better
        guess = better

def percentile(xs, p):
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)

print("n", len(data), "sum", sum(data), "min", min(data), "max", max(data))
print("mean %.4f median %s mode %d" % (mean(data), median(data), mode(data)))
print("variance %.4f stdev %.4f population stdev %.4f" % (variance(data), sqrt(variance(data)),
                                                         sqrt(variance(data, False))))
print([percentile(data, p) for p in (0, 25, 50, 75, 100)])
print(median([1, 2, 3, 4]), median([5]), mode([1, 1, 2, 2]), sqrt(2), sqrt(1e-10), sqrt(10 ** 20))
try:
    sqrt(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    mean([])
except ZeroDivisionError as e:
    print(type(e).__name__, e)

# Histogram
lo, hi, bins = 0, 24, 4
width = (hi - lo) // bins
for b in range(bins):
    start = lo + b * width
    count = sum(start <= x < start + width for x in data)
    print("%2d-%2d %s" % (start, start + width - 1, "*" * count))

# Correlation between two series
xs = list(range(1, 11))
ys = [2 * x + (1 if x % 3 == 0 else -1) for x in xs]
mx, my = mean(xs), mean(ys)
cov = sum((a - mx) * (b - my) for a, b in zip(xs, ys))
r = cov / sqrt(sum((a - mx) ** 2 for a in xs) * sum((b - my) ** 2 for b in ys))
print("%.6f" % r)
