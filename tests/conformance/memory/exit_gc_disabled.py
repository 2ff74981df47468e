# With the collector disabled, objects still alive at exit are finalized in
# the order they were created (CPython's final collection still runs).
import gc

gc.disable()


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


x1 = Tracked("x1")
x2 = Tracked("x2")
reordered = [x2, x1]
del x1, x2
pair = (Tracked("tuple0"), Tracked("tuple1"))
mapping = {"a": Tracked("dict a"), "b": Tracked("dict b")}
items = [Tracked("list0"), Tracked("list1")]
first = Tracked("first")
first.child = Tracked("first.child")
last = Tracked("last")
print("gc enabled:", gc.isenabled())
