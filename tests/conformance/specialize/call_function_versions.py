# Functions reached through specialized paths other than a plain call (a
# property getter, a class's __init__, a bound method) whose __code__ or
# __defaults__ change while the class itself does not: the class's dict is
# untouched, so only the function's own state says the cached call is stale.
# Also functions with *args, **kwargs, keyword-only defaults and cells at
# sites that pass exactly the positional parameters.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


def getter(self):
    return "getter v1"


def needs_extra(self, extra):
    return "extra=%s" % (extra,)


class WithProperty:
    value = property(getter)


def read(o):
    try:
        return str(o.value)
    except TypeError as e:
        return "TypeError(%s)" % e


w = WithProperty()
out = []
for i in range(400):
    if i == 100:
        getter.__code__ = needs_extra.__code__
    elif i == 150:
        getter.__defaults__ = ("from defaults",)
    elif i == 200:
        getter.__code__ = (lambda self, *args: ("varargs", args)).__code__
    elif i == 250:
        getter.__defaults__ = None
        getter.__code__ = (lambda: "no self").__code__
    elif i == 300:
        getter.__code__ = (lambda self, **kw: ("kwargs", kw)).__code__
    elif i == 350:
        getter.__code__ = (lambda self: "back to one argument").__code__
    out.append(read(w))
for part in runs(out):
    print(part)


def init(self, a):
    self.a = a


class Built:
    __init__ = init


def make():
    try:
        return str(vars(Built(1)))
    except TypeError as e:
        return "TypeError(%s)" % e


out = []
for i in range(400):
    if i == 100:
        init.__code__ = (lambda self, a, b: None).__code__
    elif i == 150:
        init.__defaults__ = ("default b",)
    elif i == 200:
        init.__code__ = (lambda self, a, b: setattr(self, "b", b)).__code__
    elif i == 250:
        init.__defaults__ = None
        init.__code__ = (lambda self, a: "not None").__code__
    elif i == 300:
        init.__code__ = (lambda self, *args: setattr(self, "args", args)).__code__
    elif i == 350:
        init.__code__ = (lambda self, a: setattr(self, "a", a * 100)).__code__
    out.append(make())
for part in runs(out):
    print(part)


def method(self, x):
    return "method v1 %s" % x


class Host:
    m = method


h = Host()
out = []
for i in range(300):
    if i == 100:
        method.__code__ = (lambda self, x, y: "two args").__code__
    elif i == 200:
        method.__code__ = (lambda self, x, y="y default": "y=%s" % y).__code__
        method.__defaults__ = ("set default",)
    try:
        out.append(h.m("x"))
    except TypeError as e:
        out.append("TypeError(%s)" % e)
for part in runs(out):
    print(part)


# Exact positional calls to functions whose other parameters need filling.
def star(a, b, *rest):
    return rest


def double_star(a, b, **kw):
    return kw


def kwonly(a, *, k="k default"):
    return k


def with_cell(a):
    def inner():
        return a * 2
    return inner()


def gen_fn(a, b):
    yield a
    yield b


results = None
for i in range(300):
    results = (star(i, 1), double_star(i, 1), kwonly(i), with_cell(i), list(gen_fn(i, -i)))
print(results)
kwonly.__kwdefaults__ = {"k": "changed"}
star.__code__ = (lambda a, b, *rest: ("new", a, b, rest)).__code__
print(star(1, 2), double_star(1, 2), kwonly(1), with_cell(21), list(gen_fn("x", "y")))
