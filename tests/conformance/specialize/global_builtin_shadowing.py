# Builtin loads (len, print, abs, isinstance, range) at warmed sites, then a
# module global of the same name shadows the builtin mid-loop, and is
# deleted again so that the builtin shows through.
import sys


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


def measure(s):
    return len(s)


def magnitude(x):
    return abs(x)


def classify(x):
    return isinstance(x, int)


def count_up(n):
    total = 0
    for k in range(n):
        total += k
    return total


captured = []


def shout(msg):
    print(msg)


G = globals()
lens, abss, kinds, sums = [], [], [], []
for i in range(600):
    if i == 200:
        len = lambda s: -1
        abs = lambda x: "shadowed-abs"
    elif i == 250:
        del len
        isinstance = lambda x, t: "shadowed-isinstance"
    elif i == 300:
        range = lambda n: [100, 200]
        del abs
    elif i == 350:
        del isinstance
        G["len"] = str
    elif i == 400:
        del G["len"]
        del range
    elif i == 450:
        print = captured.append
    elif i == 500:
        del print
    elif i == 550:
        G["abs"] = G["len"] = lambda x: "both"
    lens.append(measure("abcd"))
    abss.append(magnitude(-3))
    kinds.append(classify(5))
    sums.append(count_up(4))
    if i % 50 == 0 or i % 50 == 1:
        shout("shout %d" % i)
print(runs(lens))
print(runs(abss))
print(runs(kinds))
print(runs(sums))
print(captured)

# The builtin namespace seen by a function is looked up through its globals'
# __builtins__; deleting a global shadow makes the real builtin reappear even
# after many misses.
def first_char(s):
    return chr(ord(s[0]) + 1)


chars = []
for i in range(300):
    if i == 100:
        ord = lambda c: 64
    elif i == 200:
        del ord
    chars.append(first_char("a"))
print(runs(chars))
sys.stdout.flush()
