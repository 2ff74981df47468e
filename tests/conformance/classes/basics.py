# Class definitions, instances, attributes and methods.

class Account:
    """A bank account."""
    interest_rate = 0.02
    count = 0

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        Account.count += 1

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        return self

    def apply_interest(self):
        self.balance += self.balance * self.interest_rate
        return self.balance

    def __repr__(self):
        return "Account(%r, %r)" % (self.owner, self.balance)

a = Account("ann", 100)
b = Account("bob")
print(a, b, Account.count)
a.deposit(50).withdraw(30)
print(a.balance, a.apply_interest())
try:
    b.withdraw(1)
except ValueError as e:
    print(type(e).__name__, e)

# Instance attribute shadows class attribute
b.interest_rate = 0.5
b.deposit(10)
print(b.apply_interest(), a.interest_rate, Account.interest_rate)
del b.interest_rate
print(b.interest_rate)

# Changing the class attribute affects instances without their own value
Account.interest_rate = 0.1
print(a.interest_rate, b.interest_rate)

# __dict__ of instance and vars()
print(vars(a), sorted(a.__dict__))
a.nickname = "annie"
print(vars(a))

# Class identity and type
print(type(a) is Account, type(a).__name__, Account.__name__, Account.__qualname__)
print(Account.__doc__, Account.__module__, isinstance(a, Account), isinstance(a, object))
print(repr(Account))

# Methods are functions on the class, bound methods on the instance
print(type(Account.deposit).__name__, type(a.deposit).__name__)
print(Account.deposit(a, 5) is a, a.balance)

# Attribute errors
try:
    a.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Account.missing
except AttributeError as e:
    print(type(e).__name__, e)

# Adding methods to a class after creation
def describe(self):
    return "%s has %.2f" % (self.owner, self.balance)

Account.describe = describe
print(a.describe(), b.describe())

# A function stored on the instance is not bound
a.helper = lambda x: x * 2
print(a.helper(21))
