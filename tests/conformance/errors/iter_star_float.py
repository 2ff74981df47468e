# Star-unpacking a float in a list display.

values = [1, 2]
combined = [*values, *range(2)]
print(combined)
print([*values, *2.5])
