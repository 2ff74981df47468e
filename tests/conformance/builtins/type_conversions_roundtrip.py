# Converting values between built-in types and back.

values = [0, -12, 3.75, "42", "3.5", True, None, [1, 2], (3, 4), {"k": 1}, {5}, range(3), "abc"]
targets = [int, float, str, bool, list, tuple, set]

for v in values:
    row = []
    for t in targets:
        try:
            result = t(v)
            if isinstance(result, set):
                result = sorted(result, key=repr)
            row.append(repr(result))
        except (TypeError, ValueError) as e:
            row.append(type(e).__name__)
    print(repr(v).ljust(10), " | ".join(row))

# Round trips that preserve value
print(int(str(-123456789012345678901234567890)) == -123456789012345678901234567890)
print(float(repr(0.1)) == 0.1, float(str(1e-300)) == 1e-300, float(repr(2 / 3)) == 2 / 3)
print(list(tuple([1, [2]])), tuple(list((1, 2))), dict(list({"a": 1}.items())))
print(str(list("abc")), "".join(list("abc")), list(map(int, "1 2 3".split())))
print(bool(str(False)), int(float("1e3")), int(bool("x")), float(int(2.9)))
