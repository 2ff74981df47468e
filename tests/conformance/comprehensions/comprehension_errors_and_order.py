# Evaluation order inside comprehensions and how exceptions leave them.

trace = []

def t(label, value):
    trace.append(label)
    return value

result = [t("expr %d" % x, x) for x in t("iter", range(3)) if t("cond %d" % x, x != 1)]
print(result)
print(trace)
trace.clear()

pairs = [(x, y) for x in t("outer", [1, 2]) for y in t("inner %d" % x, [x * 10])]
print(pairs, trace)
trace.clear()

d = {t("key %d" % i, i): t("value %d" % i, i * i) for i in range(2)}
print(d, trace)
trace.clear()

# An exception stops the comprehension; the partial result is discarded
collected = []

def risky(x):
    collected.append(x)
    if x == 3:
        raise ValueError("stopped at %d" % x)
    return x

try:
    values = [risky(x) for x in range(6)]
except ValueError as e:
    print(type(e).__name__, e, collected)
print("values" in dir())

# The iteration variable from a failed comprehension does not leak either
try:
    [1 / n for n in (1, 0)]
except ZeroDivisionError as e:
    print(type(e).__name__, e, "n" in dir())

# Traceback of an error inside a comprehension points into the enclosing function
def inner_failure():
    return [int(s) for s in ("1", "two")]

try:
    inner_failure()
except ValueError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print(names)
