# The module's globals() dict mutated directly (item assignment, del, pop,
# update, setdefault, clear-and-restore of some keys) while functions with
# warmed global loads keep running.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


alpha = "A"
beta = "B"


def read_pair():
    try:
        return alpha + beta
    except NameError as e:
        return "NameError(%s)" % e


g = globals()
out = []
for i in range(700):
    if i == 100:
        g["alpha"] = "a1"
    elif i == 150:
        g.update(beta="b1", gamma="c1")
    elif i == 200:
        g.pop("beta")
    elif i == 250:
        g.setdefault("beta", "b2")
        g.setdefault("alpha", "ignored")
    elif i == 300:
        for key in ("alpha", "beta"):
            del g[key]
        g["beta"] = "B3"
    elif i == 350:
        g["alpha"] = "A3"
    elif i == 400:
        # Many insertions and deletions force the dict to rebuild its table.
        for k in range(300):
            g["tmp%d" % k] = k
        for k in range(300):
            del g["tmp%d" % k]
    elif i == 450:
        g |= {"alpha": "or-alpha"}
    elif i == 500:
        g["alpha"], g["beta"] = g["beta"], g["alpha"]
    elif i == 550:
        exec("alpha = 'exec-alpha'", g)
    elif i == 600:
        exec("del beta", g)
    elif i == 650:
        exec("beta = 'exec-beta'", g)
    out.append(read_pair())
print(runs(out))
print("gamma" in g, sorted(k for k in g if k in ("alpha", "beta", "gamma")))

# A function that stores and loads the same global in one loop.
counter = 0


def tick():
    global counter
    counter = counter + 1
    return counter


ticks = []
for i in range(300):
    if i == 100:
        g["counter"] = 1000
    elif i == 200:
        del g["counter"]
        g["counter"] = -100
    ticks.append(tick())
print(ticks[98:102], ticks[198:202], ticks[-1])
