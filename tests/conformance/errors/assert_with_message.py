# An assertion with a message.

def withdraw(balance, amount):
    assert amount <= balance, "cannot withdraw %d from a balance of %d" % (amount, balance)
    return balance - amount

print(withdraw(100, 30))
print(withdraw(20, 30))
