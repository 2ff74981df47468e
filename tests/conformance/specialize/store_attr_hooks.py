# Instance attribute stores warmed on a plain class, then __setattr__ is
# added to the class, a property with a setter takes over the name, a
# read-only property refuses it, and __slots__ classes arrive.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Account:
    def __init__(self):
        self.balance = 0


audit = []


def deposit(acct, amount):
    try:
        acct.balance = amount
        return "ok"
    except AttributeError as e:
        return "AttributeError(%s)" % e


def audited_setattr(self, name, value):
    audit.append((name, value))
    object.__setattr__(self, name, value * 2)


acct = Account()
results, balances = [], []
for i in range(600):
    if i == 200:
        Account.__setattr__ = audited_setattr
    elif i == 250:
        del Account.__setattr__
    elif i == 300:
        Account.balance = property(lambda self: self.__dict__.get("_b", "unset"),
                                   lambda self, v: self.__dict__.__setitem__("_b", -v))
    elif i == 350:
        Account.balance = property(lambda self: "read-only")
    elif i == 400:
        del Account.balance
    elif i == 450:
        # A class attribute that is not a descriptor does not intercept stores.
        Account.balance = "class-default"
    elif i == 500:
        Account.__setattr__ = lambda self, name, value: None
    elif i == 550:
        del Account.__setattr__
        del Account.balance
    results.append(deposit(acct, i))
    b = acct.balance
    balances.append("=i" if b == i else "2i" if b == 2 * i else "-i" if b == -i else b)
print(runs(results))
print(runs(balances))
print(len(audit), audit[:2], audit[-1])
print(vars(acct))


# Slots: stores at a warmed site into slotted objects, then a subclass with a
# dict, then one with __setattr__.
class Slotted:
    __slots__ = ("balance",)


class WithDict(Slotted):
    pass


class Guarded(Slotted):
    __slots__ = ()

    def __setattr__(self, name, value):
        if value < 0:
            raise ValueError("negative balance %d" % value)
        object.__setattr__(self, name, value)


objs = [Slotted(), WithDict(), Guarded()]
stores = []
for i in range(300):
    o = objs[i % 3]
    try:
        deposit(o, 100 - i)
        stores.append(o.balance)
    except ValueError as e:
        stores.append(str(e))
print(stores[:6])
print(stores[-6:])
print([type(o).__name__ for o in objs], [o.balance for o in objs])
