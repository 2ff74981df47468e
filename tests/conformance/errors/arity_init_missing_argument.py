# Constructing an object without a required __init__ argument.

class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

a = Account("ann", 10)
print(a.owner, a.balance)
b = Account("bob")
