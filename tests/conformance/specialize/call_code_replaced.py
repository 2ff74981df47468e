# A Python function called at a warmed site with exact positional
# arguments, then its __code__ replaced by code with other argument counts,
# other locals, defaults-dependent signatures, *args and **kwargs, and a
# closure's code (refused: the free variable count differs). (Swapping in a
# generator's code is left out: CPython warns about it.)


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


def target(a, b):
    return a + b


def two_args_other(a, b):
    x = a * 10
    y = b * 100
    z = x + y
    return "other:%d" % z


def three_args(a, b, c):
    return "three"


def one_arg(a):
    return "one:%r" % (a,)


def star_args(*args):
    return "star%r" % (args,)


def with_default(a, b, c="dflt"):
    return "c=%s" % c


def call_it():
    try:
        return target(1, 2)
    except TypeError as e:
        return "TypeError(%s)" % e


original = target.__code__
out = []
for i in range(900):
    if i == 200:
        target.__code__ = two_args_other.__code__
    elif i == 250:
        target.__code__ = three_args.__code__
    elif i == 300:
        target.__code__ = one_arg.__code__
    elif i == 350:
        target.__code__ = star_args.__code__
    elif i == 400:
        target.__code__ = with_default.__code__
    elif i == 450:
        target.__defaults__ = ("now set",)
    elif i == 500:
        target.__code__ = original
    elif i == 550:
        target.__defaults__ = None
        target.__code__ = three_args.__code__
    elif i == 600:
        target.__code__ = original
    elif i == 650:
        target.__code__ = (lambda a, b: a * b).__code__
    elif i == 700:
        target.__code__ = (lambda a, b, *rest, **kw: (a, b, rest, kw)).__code__
    elif i == 800:
        target.__code__ = original
    out.append(str(call_it()))
print(runs(out))
print(target.__name__, target.__code__.co_name)


# Code with free variables cannot go into a function without a closure.
def make():
    captured = 5

    def inner(a, b):
        return a + b + captured
    return inner


try:
    target.__code__ = make().__code__
except ValueError as e:
    print("ValueError:", e)
print(call_it())
