# Separate Random instances have separate state; the module functions use
# their own; seeding with equal values of different int types agrees.
import random

a = random.Random(1)
b = random.Random(2)
random.seed(1)
x = [a.random() for _ in range(3)]
y = [b.random() for _ in range(3)]
z = [random.random() for _ in range(3)]
print(x == z, x == y, [repr(v) for v in y])
print(random.Random(7).random() == random.Random(7.0 if False else 7).random())
print(repr(random.Random(True).random()), repr(random.Random(1).random()))
print(repr(random.Random(-7).random()), repr(random.Random(7).random()))
class MyInt(int):
    pass
print(repr(random.Random(MyInt(10)).random()), repr(random.Random(10).random()))
r = random.Random()
r.seed(3)
print(repr(r.random()), r.randrange(50), r.getstate()[1][624])
