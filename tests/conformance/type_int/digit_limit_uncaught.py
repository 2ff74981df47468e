# str() of a 5000-digit int ends the program with the digit-limit error.
n = 10 ** 4999
print(n.bit_length())
print(n)
