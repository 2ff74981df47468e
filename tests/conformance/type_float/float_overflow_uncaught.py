# Converting an int too large for a float ends the program with CPython's
# OverflowError message.
value = 1
for i in range(1100):
    value *= 2
print(value.bit_length())
print(value / 3)
