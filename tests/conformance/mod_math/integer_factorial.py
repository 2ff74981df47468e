# math.factorial: exact values, big results, and the errors for negative,
# float and huge arguments.
import math

for n in range(0, 31):
    print(n, math.factorial(n))
for n in [50, 100, 170, 171, 500]:
    f = math.factorial(n)
    print(n, len(str(f)), f % 10**30 == 0, str(f)[:25])
big = math.factorial(20000)
print(big.bit_length(), big % 1000003)
print(math.factorial(True), math.factorial(False))

class Idx:
    def __index__(self):
        return 12

print(math.factorial(Idx()))
for bad in [-1, -10**20, 5.0, 5.5, "5", None, 10**20]:
    try:
        print(math.factorial(bad))
    except Exception as e:
        print(repr(bad), type(e).__name__, e)
