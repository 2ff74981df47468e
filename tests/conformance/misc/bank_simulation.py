# A bank ledger with accounts, transfers, overdraft rules and an audit trail.

class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__("%s cannot pay %d (balance %d)" % (account.owner, amount, account.balance))
        self.account, self.amount = account, amount

class Account:
    next_number = 1000

    def __init__(self, owner, balance=0, overdraft=0):
        self.owner = owner
        self.balance = balance
        self.overdraft = overdraft
        self.number = Account.next_number
        Account.next_number += 1
        self.history = [("open", balance)]

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive, got %d" % amount)
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("withdrawal must be positive, got %d" % amount)
        if self.balance - amount < -self.overdraft:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def __repr__(self):
        return "<%d %s %d>" % (self.number, self.owner, self.balance)

class Bank:
    def __init__(self):
        self.accounts = {}
        self.audit = []

    def open(self, owner, **kwargs):
        acct = Account(owner, **kwargs)
        self.accounts[acct.number] = acct
        return acct

    def transfer(self, src, dst, amount):
        a, b = self.accounts[src], self.accounts[dst]
        try:
            a.withdraw(amount)
        except InsufficientFunds as e:
            self.audit.append("FAILED %d -> %d: %s" % (src, dst, e))
            return False
        b.deposit(amount)
        self.audit.append("OK %d -> %d: %d" % (src, dst, amount))
        return True

    def total(self):
        return sum(a.balance for a in self.accounts.values())

bank = Bank()
ann = bank.open("ann", balance=500)
bob = bank.open("bob", balance=50, overdraft=100)
cid = bank.open("cid")
print(bank.accounts)
start_total = bank.total()
print(bank.transfer(ann.number, bob.number, 200))
print(bank.transfer(bob.number, cid.number, 320))
print(bank.transfer(bob.number, cid.number, 349))
print(bank.transfer(cid.number, ann.number, 1))
print(bank.accounts, bank.total() == start_total)
for line in bank.audit:
    print(line)
for bad in (0, -5):
    try:
        ann.deposit(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    bank.transfer(ann.number, 9999, 1)
except KeyError as e:
    print(type(e).__name__, e)
print(bob.history)
richest = max(bank.accounts.values(), key=lambda a: a.balance)
print("richest:", richest.owner, "negative:",
      [a.owner for a in bank.accounts.values() if a.balance < 0])
