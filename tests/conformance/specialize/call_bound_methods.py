# Bound-method calls (obj.m(args)) at warmed sites while the method is
# replaced on the class, shadowed by an instance attribute holding a
# function (called without self), replaced by a builtin, a partial-like
# callable, and when the receiver's class changes between calls.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


class Counter:
    def __init__(self):
        self.n = 0

    def add(self, k):
        self.n += k
        return "counted %d" % k


def plain_function(*args):
    return "plain%r" % (len(args),)


class Binder:
    def __init__(self, tag):
        self.tag = tag

    def __call__(self, *args):
        return "%s called with %d args" % (self.tag, len(args))

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return lambda *args: "bound by descriptor, %d args" % len(args)


c = Counter()


def site():
    try:
        return str(c.add(1))
    except TypeError as e:
        return "TypeError(%s)" % e


out = []
for i in range(800):
    if i == 200:
        Counter.add = lambda self, k: "lambda %d" % k
    elif i == 250:
        c.add = plain_function
    elif i == 300:
        del c.add
        Counter.add = Binder("callable class attr")
    elif i == 350:
        Counter.add = plain_function
    elif i == 400:
        Counter.add = abs
    elif i == 450:
        Counter.add = staticmethod(abs)
    elif i == 500:
        c.__dict__["add"] = "instance attr %d".__mod__
    elif i == 550:
        del c.add

        def add(self, k, extra=None):
            return "new add %r %r" % (k, extra)
        Counter.add = add
    elif i == 600:
        Counter.add = Counter.__dict__["add"].__get__(Counter(), Counter)
    elif i == 650:
        Counter.add = lambda self: "wrong arity"
    elif i == 700:
        Counter.add = lambda *a, **k: "varargs %d" % len(a)
    out.append(site())
for part in runs(out):
    print(part)

# A method object stored and called later still calls the old function even
# after the class changes.
class Greeter:
    def hello(self):
        return "hello v1"


g = Greeter()
stored = g.hello
for i in range(300):
    stored()
Greeter.hello = lambda self: "hello v2"
print(stored(), g.hello(), stored.__func__.__name__)

# Methods reached through super-classes in a diamond while a middle class
# gains an override.
class A:
    def who(self):
        return "A"


class B(A):
    pass


class C(A):
    pass


class D(B, C):
    pass


d = D()
whos = []
for i in range(300):
    if i == 100:
        C.who = lambda self: "C"
    elif i == 200:
        B.who = lambda self: "B"
    whos.append(d.who())
print(" ".join(runs(whos)))
