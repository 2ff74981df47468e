# Sets support | for union but not +.

a = {1, 2}
b = {3}
print(sorted(a | b))
print(sorted(a + b))
