# Exact TypeError messages produced when arguments cannot be bound.

def check(label, call):
    try:
        call()
        print(label, "-> ok")
    except TypeError as e:
        print(label, "->", e)

def none():
    pass

def one(a):
    pass

def two(a, b):
    pass

def opt(a, b=1):
    pass

def star(a, *args):
    pass

def kw(*, k):
    pass

def kws(a, *, k1, k2=0, k3):
    pass

class Klass:
    def method(self, x):
        pass

    @staticmethod
    def static(x):
        pass

    @classmethod
    def cm(cls, x):
        pass

check("none(1)", lambda: none(1))
check("none(1, 2)", lambda: none(1, 2))
check("none(a=1)", lambda: none(a=1))
check("one()", lambda: one())
check("one(1, 2)", lambda: one(1, 2))
check("one(b=1)", lambda: one(b=1))
check("one(1, a=1)", lambda: one(1, a=1))
check("two()", lambda: two())
check("two(1)", lambda: two(1))
check("two(1, 2, 3)", lambda: two(1, 2, 3))
check("opt()", lambda: opt())
check("opt(1, 2, 3)", lambda: opt(1, 2, 3))
check("opt(1, 2, 3, 4)", lambda: opt(1, 2, 3, 4))
check("star()", lambda: star())
check("star(1, 2, a=3)", lambda: star(1, 2, a=3))
check("kw()", lambda: kw())
check("kw(1)", lambda: kw(1))
check("kw(1, k=2)", lambda: kw(1, k=2))
check("kws(1)", lambda: kws(1))
check("kws(1, 2, k1=1, k3=3)", lambda: kws(1, 2, k1=1, k3=3))
check("kws(1, k1=1, k3=3, zz=0)", lambda: kws(1, k1=1, k3=3, zz=0))
check("Klass().method()", lambda: Klass().method())
check("Klass().method(1, 2)", lambda: Klass().method(1, 2))
check("Klass.method(1)", lambda: Klass.method(1))
check("Klass.static()", lambda: Klass.static())
check("Klass.cm(1, 2)", lambda: Klass.cm(1, 2))
check("Klass(1)", lambda: Klass(1))
check("len()", lambda: len())
check("len(1, 2)", lambda: len(1, 2))
check("len([], x=1)", lambda: len([], x=1))
check("isinstance(1)", lambda: isinstance(1))
check("abs()", lambda: abs())
check("chr()", lambda: chr())
check("sorted()", lambda: sorted())
check("getattr(1)", lambda: getattr(1))
check("print(flsh=True)", lambda: print(flsh=True))
check("int(1, 2, 3)", lambda: int(1, 2, 3))
check("[].append()", lambda: [].append())
check("[].append(1, 2)", lambda: [].append(1, 2))
check("{}.get()", lambda: {}.get())
check("'x'.split(1, 2, 3)", lambda: "x".split(1, 2, 3))
