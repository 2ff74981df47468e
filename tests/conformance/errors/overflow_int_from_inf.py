# int() of an infinite float.

values = [1.5, 1e300, float("inf")]
for v in values:
    print(int(v) if v < 1e10 else "big", end=" ")
print()
print(int(values[-1]))
