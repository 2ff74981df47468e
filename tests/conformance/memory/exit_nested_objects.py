# Objects reachable from the globals through slots, nested dicts, lists and
# instance attributes are finalized at exit in CPython's order; a generator
# closed at exit releases its locals at once.


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


class Slotted:
    __slots__ = ("a", "b", "__weakref__")

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def __del__(self):
        print("del Slotted")


def gen():
    local = Tracked("generator local")
    try:
        yield 1
    finally:
        print("generator finally")


s = Slotted(Tracked("slot a"), Tracked("slot b"))
g = gen()
next(g)
d = {"outer": {"inner": Tracked("nested dict")}, "t": Tracked("dict direct")}
objs = [Tracked(str(i)) for i in range(5)]
k = Tracked("k")
k.attrs = [Tracked("k.list")]
k.other = Tracked("k.other")
print("end of program")
