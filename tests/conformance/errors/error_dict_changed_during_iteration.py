# Deleting from a dict while iterating over it.

stock = {"apple": 0, "pear": 4, "kiwi": 0}
for name in stock:
    print("checking", name)
    if stock[name] == 0:
        del stock[name]
