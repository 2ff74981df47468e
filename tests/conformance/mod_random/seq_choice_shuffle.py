# random.choice and random.shuffle on fixed seeds, over lists, strings,
# tuples and ranges; errors for empty sequences.
import random

for s in range(25):
    random.seed(s)
    items = list(range(20))
    random.shuffle(items)
    print(s, items, [random.choice("abcdefghij") for _ in range(12)],
          random.choice((1.5, 2.5)), random.choice(range(1000, 2000, 3)))
random.seed(7)
for n in range(0, 12):
    x = list("abcdefghijk"[:n])
    random.shuffle(x)
    print(n, "".join(x))
big = list(range(1000))
random.shuffle(big)
print(big[:30], sum(big))
try:
    random.choice([])
except IndexError as e:
    print("IndexError", e)
try:
    random.choice("")
except IndexError as e:
    print("IndexError", e)
