# Float division by zero.

rates = [0.5, 0.25, 0.0]
for r in rates:
    print(r, 1.0 / r)
