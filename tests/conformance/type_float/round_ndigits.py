# round() of floats: ties to even on the exact binary value, ndigits
# positive and negative, and the types of the results.
vals = [0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375, 1234.5678, -1234.5678, 1e20,
        1e-20, 123456789.987654321, 5e-324, 1.7976931348623157e308, 0.0, -0.0, 0.045, 2.5e-5,
        0.285, 1.15, 5.5, 6.5, -7.5]
for v in vals:
    print(repr(v), round(v), [repr(round(v, n)) for n in range(-4, 7)])
print([repr(round(v, 400)) for v in vals[:6]], [repr(round(v, -400)) for v in vals[:6]])
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(2.5, None)).__name__)
for i in range(-24, 24):
    x = i / 8 + 0.0625
    print(i, round(x, 1), round(x * 100, -1), round(x, 3), round(x))
for x in [float("inf"), float("nan"), float("-inf")]:
    print(repr(x), repr(round(x, 2)), repr(round(x, -2)))
    for call in (lambda: round(x), lambda: round(x, None)):
        try:
            call()
        except (OverflowError, ValueError) as e:
            print("  ", type(e).__name__ + ":", e)
for bad in [(1.5, "a"), (1.5, 1.0), ("a",)]:
    try:
        round(*bad)
    except TypeError as e:
        print("TypeError:", e)
print(round(1e300, -300), round(1.5e300, -299), round(123.456, -1), round(-0.5), round(-0.4, 0))
