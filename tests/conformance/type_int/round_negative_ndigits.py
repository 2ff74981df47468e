# round() of ints: ndigits None or >= 0 returns the int itself; negative
# ndigits round to tens, hundreds, ... with halves to even.
for v in [123456, -123456, 5, 15, 25, 35, -15, -25, 150, 250, 10 ** 20 + 5 * 10 ** 9, 2 ** 100,
          -(2 ** 100), 0, 1, -1, 449, 450, 451, 550, -550]:
    print(v, [v.__round__(n) for n in range(-12, 0)], round(v, -1), round(v), round(v, 3))
print(type(round(5, 2)).__name__, type(round(True)).__name__, round(True, -1), round(7, None))
print(round(10 ** 50 + 5 * 10 ** 29, -30), round(-(10 ** 50) - 5 * 10 ** 29, -30))
print([round(k * 5, -1) for k in range(-10, 11)])
print([round(k * 50, -2) for k in range(-10, 11)])
for bad in ["x", 1.5, None.__class__]:
    try:
        round(5, bad)
    except TypeError as e:
        print("TypeError:", e)
print((7).__round__(), (7).__trunc__(), (7).__floor__(), (7).__ceil__(), (-7).__index__())
