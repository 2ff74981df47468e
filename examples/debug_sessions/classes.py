# A sample for linedebug: a small class hierarchy with methods, a property
# and a __repr__, so breakpoints name methods by qualified name and `locals`
# shows `self`.


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def __repr__(self):
        return "Account(%r, %d)" % (self.owner, self.balance)

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))
        return self.balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self.balance

    @property
    def summary(self):
        kinds = [kind for kind, _ in self.history]
        return "%s: %d operations" % (self.owner, len(kinds))


class Savings(Account):
    def __init__(self, owner, balance=0, rate=2):
        super().__init__(owner, balance)
        self.rate = rate

    def add_interest(self):
        interest = self.balance * self.rate // 100
        return self.deposit(interest)


def session():
    account = Savings("ada", 100)
    account.deposit(50)
    try:
        account.withdraw(500)
    except ValueError as exc:
        print("refused:", exc)
    finally:
        print("balance now", account.balance)
    account.add_interest()
    account.withdraw(30)
    print(account.summary)
    return account


print(session())
