# An uncaught exception: traceback on stderr, last line "Type: message", status 1.

class InventoryError(Exception):
    pass

stock = {"apple": 3, "pear": 0}

def take(item, count):
    available = stock.get(item, 0)
    if count > available:
        raise InventoryError("cannot take %d %s: only %d left" % (count, item, available))
    stock[item] = available - count
    return stock[item]

print(take("apple", 2))
print(take("apple", 1))
print("stock now", stock)
print("about to fail")
take("pear", 1)
print("never printed")
