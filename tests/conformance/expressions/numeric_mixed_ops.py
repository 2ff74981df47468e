# Arithmetic between int, bool and float, with the result types.

values = [0, 7, -3, True, 2.5, -0.5]

def typed(v):
    return "%s:%r" % (type(v).__name__, v)

for a in values:
    row = []
    for b in values:
        try:
            row.append(typed(a + b))
        except Exception as e:
            row.append(type(e).__name__)
    print(typed(a), " ".join(row))

print()
for a in (7, -7, 7.0, True):
    for b in (2, -2, 2.0, 0.5):
        print(typed(a), typed(b), typed(a / b), typed(a // b), typed(a % b),
              typed(a ** b) if a != -7 or b in (2, -2) else "")

print(typed(2 ** 10), typed(2 ** -1), typed(2.0 ** 2), typed(4 ** 0.5), typed(True ** 2))
print(typed((-8) ** 2), typed(-8 ** 2), typed(0 ** 0), typed(0.0 ** 0))
print(typed(10 // 3), typed(-10 // 3), typed(10.0 // 3), typed(-10.0 // 3))
print(typed(abs(-True)), typed(-True), typed(+True), typed(~int(True)))
print(typed(3 * True), typed(True + False), typed(True / True))
print(typed(1e308 * 10), typed(-1e308 * 10), typed(2.0 ** -1080))
inf = float("inf")
print(typed(inf - inf), typed(inf * 0), typed(inf / 2), typed(-inf // 1 if False else 0))
try:
    print(2.0 ** 10000)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(float(10 ** 400))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(10 ** 400 / 1.5)
except OverflowError as e:
    print(type(e).__name__, e)
print(10 ** 400 // 10 ** 399, 10 ** 400 / 10 ** 399)
