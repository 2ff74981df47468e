# A modular inverse that does not exist ends the program with ValueError.
for k in range(1, 3):
    print(k, pow(k, -1, 9))
print(pow(6, -1, 9))
