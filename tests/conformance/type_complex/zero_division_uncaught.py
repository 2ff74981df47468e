# Complex division by zero, uncaught, ends the program.
values = [1 + 1j, 2j, 0.5 + 0j]
for v in values:
    print(v, 1 / v)
print(values[0] / (values[1] - 2j))
