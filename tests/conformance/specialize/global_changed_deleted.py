# Global loads at warmed sites while the global is rebound, deleted (the
# NameError message), re-added, and while many other globals are added so
# that the module dict is resized under the cached lookup.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


rate = 3


def scaled(x):
    try:
        return x * rate
    except NameError as e:
        return "NameError(%s)" % e


def set_rate(value):
    global rate
    rate = value


def drop_rate():
    global rate
    del rate


out = []
for i in range(700):
    if i == 200:
        set_rate(5)
    elif i == 250:
        drop_rate()
    elif i == 300:
        set_rate("ab")
    elif i == 350:
        for k in range(200):
            globals()["filler_%d" % k] = k
    elif i == 400:
        set_rate(7)
    elif i == 450:
        for k in range(200):
            del globals()["filler_%d" % k]
    elif i == 500:
        drop_rate()
        globals()["rate"] = 11
    elif i == 550:
        drop_rate()
        rate = 13          # module-level store: the same global
    elif i == 600:
        globals().pop("rate")
    elif i == 650:
        globals().setdefault("rate", 17)
    out.append(scaled(2))
print(runs(out))

# A global function rebound mid-loop while a caller is warm.
def helper():
    return "helper-1"


def use_helper():
    return helper()


calls = []
for i in range(300):
    if i == 100:
        def helper():
            return "helper-2"
    elif i == 200:
        helper = lambda: "lambda-helper"
    calls.append(use_helper())
print(runs(calls))

# A global referenced from a nested function and from a class body's method.
limit = 10


class Checker:
    def over(self, x):
        return x > limit


def make_checker():
    def check(x):
        return x > limit
    return check


check = make_checker()
chk = Checker()
flags = []
for i in range(300):
    if i == 150:
        limit = 200
    flags.append((check(i), chk.over(i)))
print(runs(flags))

# A global that exists only as a builtin after the module global is deleted.
def get_id():
    try:
        return id is None
    except NameError as e:
        return str(e)


results = []
for i in range(300):
    if i == 100:
        id = None
    elif i == 200:
        del id
    results.append(get_id())
print(runs(results))
