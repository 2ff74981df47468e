# For 200 seeds: the first values of randrange, randint, getrandbits,
# choice and shuffle, one line per seed (thousands of integers in all).
import random

for s in range(200):
    random.seed(s)
    deck = list(range(10))
    random.shuffle(deck)
    print(s, random.randrange(1000000), random.randint(1, 6), random.getrandbits(40),
          random.choice("ACGT"), deck, random.randrange(0, 10**15, 7), random.random())
