# A global name called at a warmed site (f(1, 2)) is rebound mid-loop to a
# different function, a builtin, a class, a lambda with defaults, a function
# with *args/**kwargs, a bound method, a callable instance, a non-callable,
# and finally the original function again.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


def original(a, b):
    return a - b


def other(a, b):
    return a * b


class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __repr__(self):
        return "Pair(%r, %r)" % (self.a, self.b)


class Adder:
    def __init__(self, base):
        self.base = base

    def __call__(self, a, b):
        return self.base + a + b

    def method(self, a, b):
        return "method %d" % (self.base * (a + b))


def variadic(*args, **kwargs):
    return "var%r%r" % (args, kwargs)


f = original


def site():
    try:
        return repr(f(7, 3))
    except TypeError as e:
        return "TypeError(%s)" % e


out = []
replacements = [other, max, Pair, lambda a, b=100, c=1000: a + b + c, variadic,
                Adder(5).method, Adder(100), pow, "not callable",
                lambda a: a, lambda a, b, c: c, str.__add__, dict.fromkeys, type, original]
for i in range(200 + 50 * len(replacements)):
    if i >= 200 and (i - 200) % 50 == 0:
        f = replacements[(i - 200) // 50]
    out.append(site())
for part in runs(out):
    print(part)

# A local name rebound inside the loop (no global lookups involved).
def local_rebinding():
    g = original
    seen = []
    for i in range(300):
        if i == 100:
            g = other
        elif i == 200:
            g = Adder(1)
        seen.append(g(4, 2))
    return " ".join(runs(seen))


print(local_rebinding())
