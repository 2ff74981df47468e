# abs() of a str.

values = ["-3", -4]
for v in reversed(values):
    print(abs(v))
