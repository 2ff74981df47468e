# int.to_bytes(length=1, byteorder='big', *, signed=False) and its errors.
cases = [(1, 1, "big", False), (255, 1, "big", False), (-1, 1, "big", True), (-129, 2, "little", True),
         (-128, 1, "little", True), (1024, 4, "little", False), (0, 0, "big", False),
         (2 ** 64 - 1, 8, "big", False), (-(2 ** 63), 8, "big", True), (65535, 3, "little", False),
         (10 ** 20, 12, "big", True), (-(10 ** 20), 12, "little", True)]
for v, n, order, signed in cases:
    print(v, n, order, signed, v.to_bytes(n, order, signed=signed))
print((5).to_bytes(), (5).to_bytes(2), (5).to_bytes(byteorder="little", length=3), (0).to_bytes(0))
print((300).to_bytes(2, "big").hex(), (-2).to_bytes(4, signed=True).hex(), True.to_bytes())
for v, n, order, signed in [(256, 1, "big", False), (-1, 1, "big", False), (128, 1, "big", True),
                            (-129, 1, "big", True), (1, 0, "big", False), (2 ** 64, 8, "little", False)]:
    try:
        v.to_bytes(n, order, signed=signed)
    except OverflowError as e:
        print(v, n, signed, "OverflowError:", e)
for args, kwargs in [((1, "middle"), {}), ((-1, "big"), {}), ((1.5,), {}), (("2",), {}),
                     ((1, "big", True), {}), ((), {"length": 2, "byteorder": 5})]:
    try:
        (7).to_bytes(*args, **kwargs)
    except (ValueError, TypeError) as e:
        print(args, kwargs, type(e).__name__ + ":", e)
for v in range(-300, 300, 37):
    b = v.to_bytes(2, "little", signed=True)
    assert int.from_bytes(b, "little", signed=True) == v
print("round trips ok")
