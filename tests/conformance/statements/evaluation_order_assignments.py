# Evaluation order of augmented assignment on subscripts and attributes,
# of chained assignment (a = b = c), of tuple targets that depend on each
# other, and of chained comparisons.
log = []

class Tracker:
    def __init__(self):
        self.store = {}

    def __getitem__(self, k):
        log.append(("get", k))
        return self.store.get(k, 0)

    def __setitem__(self, k, v):
        log.append(("set", k, v))
        self.store[k] = v

class Account:
    def __init__(self):
        self._balance = 1

    @property
    def balance(self):
        log.append("get balance")
        return self._balance

    @balance.setter
    def balance(self, v):
        log.append(("set balance", v))
        self._balance = v

def key(k):
    log.append(("key", k))
    return k

def obj(o):
    log.append("obj")
    return o

def val(v):
    log.append(("val", v))
    return v

t = Tracker()
obj(t)[key("a")] += val(5)
obj(t)[key("a")] *= val(6)
print(log, t.store)
log.clear()
a = Account()
obj(a).balance += val(2)
print(log, a.balance)
log.clear()
t1, t2 = Tracker(), Tracker()
obj(t1)[key(1)] = obj(t2)[key(2)] = val(3)
print(log)
log.clear()
x = y = []
x.append(1)
p, q = r = val(1), val(2)
print(x, y, p, q, r, log)
i = 0
cells = [0, 0, 0]
i, cells[i] = 1, 2
print(cells)
cells[i], i = 7, 2
print(cells, i)
log.clear()
print(val(1) < val(2) < val(0) < val(5), log)
log.clear()
print(val(1) < val(2) <= val(2) != val(3), log)
print(1 < 2 > 1 == 1 != 2 in [2] not in [3] is not None)
s = [1, 2, 3]
s[len(s) - 1] += 10
print(s)
d = {}
d["k"] = d.get("k", 0) + 1
d["k"] += 1
print(d)
n = 5
n -= 2
n *= 3
n //= 2
n **= 2
n %= 7
n <<= 3
n >>= 1
n |= 1
n &= 0b1101
n ^= 0b11
print(n)
word = "ab"
word += "cd"
word *= 2
print(word)
items = [1]
alias = items
items += [2]
print(alias, items is alias)
tup = (1,)
tup_alias = tup
tup += (2,)
print(tup_alias, tup)

class Box:
    pass

box = Box()
box.items = []
box.items += [1, 2]
print(box.items)
try:
    tup[0] += 1
except TypeError as e:
    print(type(e).__name__, e)
holder = ([1],)
try:
    holder[0] += [2]
except TypeError as e:
    print(type(e).__name__, e, holder)
