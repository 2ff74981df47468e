# float() of a malformed number.

readings = ["1.5", "2e3", "-0.25", "1,5"]
for r in readings:
    print(r, float(r))
