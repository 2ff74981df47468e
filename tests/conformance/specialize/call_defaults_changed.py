# Calls at warmed sites that rely on defaults (or pass every argument
# positionally) while __defaults__ and __kwdefaults__ change: a default
# added, removed (the missing-argument message), replaced, shortened, and
# keyword-only defaults deleted.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


def greet(name, greeting="hello", punct="!"):
    return "%s %s%s" % (greeting, name, punct)


def kwonly(a, *, sep="-", end="."):
    return "%s%s%s" % (a, sep, end)


def exact(a, b):
    return "%s+%s" % (a, b)


def site1():
    try:
        return greet("ann")
    except TypeError as e:
        return "TypeError(%s)" % e


def site2():
    try:
        return greet("bob", "hi", "?")
    except TypeError as e:
        return "TypeError(%s)" % e


def site3():
    try:
        return kwonly("x")
    except TypeError as e:
        return "TypeError(%s)" % e


def site4():
    try:
        return exact(1)
    except TypeError as e:
        return "TypeError(%s)" % e


r1, r2, r3, r4 = [], [], [], []
for i in range(600):
    if i == 200:
        greet.__defaults__ = ("hey", "?!")
        kwonly.__kwdefaults__ = {"sep": "+", "end": ";"}
        exact.__defaults__ = ("B",)
    elif i == 250:
        greet.__defaults__ = ("only-punct",)
        kwonly.__kwdefaults__ = {"sep": "~"}
        exact.__defaults__ = ("A", "B")
    elif i == 300:
        greet.__defaults__ = None
        kwonly.__kwdefaults__ = None
        exact.__defaults__ = None
    elif i == 350:
        greet.__defaults__ = ("x", "y", "z", "extra ones are ignored")
        kwonly.__kwdefaults__ = {"end": "!", "unrelated": 1}
    elif i == 400:
        del greet.__defaults__
        del kwonly.__kwdefaults__
    elif i == 450:
        greet.__defaults__ = ("good day", ".")
        kwonly.__kwdefaults__ = {"sep": " ", "end": ""}
        exact.__defaults__ = (0,)
    elif i == 500:
        greet.__defaults__ = greet.__defaults__[1:]
    r1.append(site1())
    r2.append(site2())
    r3.append(site3())
    r4.append(site4())
for r in (r1, r2, r3, r4):
    print(runs(r))
print(greet.__defaults__, kwonly.__kwdefaults__, exact.__defaults__)

try:
    greet.__defaults__ = ["not", "a tuple"]
except TypeError as e:
    print("TypeError:", e)
try:
    kwonly.__kwdefaults__ = ("not", "a dict")
except TypeError as e:
    print("TypeError:", e)

# A mutable default shared between calls at a warmed site.
def accumulate(x, bucket=[]):
    bucket.append(x)
    return len(bucket)


sizes = [accumulate(i) for i in range(300)]
accumulate.__defaults__ = ([],)
print(sizes[-1], accumulate("fresh"), accumulate("again"))
