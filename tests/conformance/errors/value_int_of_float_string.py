# int() does not accept a decimal point.

print(int("42"))
print(float("3.5"))
print(int("3.5"))
