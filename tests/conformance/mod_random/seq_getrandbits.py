# random.getrandbits(k) for every k from 0 to 200 and some big k, on fixed
# seeds; the error for negative k.
import random

random.seed(2024)
for k in range(0, 201):
    print(k, random.getrandbits(k))
for k in [256, 257, 1000, 4096]:
    v = random.getrandbits(k)
    print(k, v.bit_length() <= k, v % 10**40)
for s in range(20):
    random.seed(s)
    print(s, [random.getrandbits(k) for k in (1, 7, 31, 32, 33, 64, 65, 100)])
for bad in [-1, 1.5, "3"]:
    try:
        random.getrandbits(bad)
    except Exception as e:
        print(type(e).__name__, e)
