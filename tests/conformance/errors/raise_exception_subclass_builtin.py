# A subclass of a built-in exception keeps its own name in the traceback.

class NegativeBalance(ValueError):
    pass

balance = 10
for amount in (3, 4, 5):
    balance -= amount
    print("balance", balance)
    if balance < 0:
        raise NegativeBalance("balance went negative: %d" % balance)
