# Exceptions raised from special methods propagate through the operations that call them.

class Fragile:
    def __init__(self, fail_on):
        self.fail_on = fail_on

    def __getattr__(self, name):
        if name == self.fail_on:
            raise KeyError("getattr " + name)
        raise AttributeError(name)

    def __len__(self):
        if self.fail_on == "len":
            raise RuntimeError("len failed")
        return 1

    def __iter__(self):
        if self.fail_on == "iter":
            raise OSError("iter failed")
        return iter([1, 2])

    def __eq__(self, other):
        if self.fail_on == "eq":
            raise ArithmeticError("eq failed")
        return True

    def __hash__(self):
        if self.fail_on == "hash":
            raise LookupError("hash failed")
        return 1

    def __add__(self, other):
        raise ValueError("add failed")

    def __repr__(self):
        if self.fail_on == "repr":
            raise NotImplementedError("repr failed")
        return "Fragile(%r)" % self.fail_on

cases = [
    ("getattr", lambda o: o.getattr),
    ("len", lambda o: len(o)),
    ("len", lambda o: bool(o)),
    ("iter", lambda o: list(o)),
    ("iter", lambda o: [x for x in o]),
    ("eq", lambda o: o == 1),
    ("eq", lambda o: o in [1]),
    ("hash", lambda o: {o: 1}),
    ("hash", lambda o: hash(o)),
    ("add", lambda o: o + 1),
    ("add", lambda o: [o][0] + 1),
    ("repr", lambda o: repr(o)),
    ("repr", lambda o: str([o])),
    ("repr", lambda o: "%r" % (o,)),
    ("repr", lambda o: f"{o!r}"),
]
for fail_on, action in cases:
    obj = Fragile(fail_on)
    try:
        action(obj)
        print(fail_on, "no error")
    except Exception as e:
        print(fail_on.ljust(7), type(e).__name__, e)

# Exceptions in __init__ leave no instance behind
class Picky:
    instances = 0

    def __init__(self, value):
        if value < 0:
            raise ValueError("negative value %d" % value)
        Picky.instances += 1

made = []
for v in (1, -1, 2):
    try:
        made.append(Picky(v))
    except ValueError as e:
        print(type(e).__name__, e)
print(len(made), Picky.instances)
