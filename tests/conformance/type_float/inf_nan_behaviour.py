# inf and nan: arithmetic, comparisons, conversions and the exceptions.
inf = float("inf")
nan = float("nan")
print(inf + 1, inf - inf, inf * 0, -inf * -1, inf / 1e308, 1 / inf, -1 / inf, inf // 1, inf % 2)
print(nan == nan, nan != nan, nan < 1, nan > 1, inf > 10 ** 400, -inf < -(10 ** 400))
print(nan is nan, [nan] == [nan], nan in [nan], {nan: 1}.get(nan))
print(repr(inf), str(-inf), repr(nan), repr(-nan), repr(abs(-inf)), repr(-(-nan)))
print(max(1, inf), min(-inf, 0), sorted([3, -inf, inf, 0]), sum([inf, -1]))
for f in (int, round):
    for v in (inf, -inf, nan):
        try:
            f(v)
        except (OverflowError, ValueError) as e:
            print(f.__name__, repr(v), type(e).__name__ + ":", e)
print(inf ** 0, nan ** 0, 1 ** nan, inf ** -1, (-inf) ** 3, (-inf) ** 2, 0.5 ** inf, 2 ** -inf)
print(divmod(inf, 3)[1] != divmod(inf, 3)[1], divmod(5, inf), divmod(-5, inf))
print(float("inf") == float("Infinity"), hash(inf), hash(-inf))
try:
    10.0 ** 400
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-1.0) ** 1e400
except OverflowError as e:
    print("OverflowError:", e)
print(1e308 * 10, -1e308 * 10, 1e-323 / 10, -1e-323 / 10)
