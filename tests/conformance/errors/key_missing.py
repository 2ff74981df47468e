# Looking up a missing dict key.

prices = {"apple": 1.2, "pear": 0.8}
for fruit in ("apple", "pear", "kiwi"):
    print(fruit, prices[fruit])
