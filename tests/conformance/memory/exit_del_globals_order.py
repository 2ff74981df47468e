# Objects with __del__ still alive at exit, held by module globals: their
# finalizers run in CPython's order (direct globals, then the contents of
# containers as the containers die), with the other globals still usable.


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name, helper(self.name))


def helper(name):
    return len(name)


class Cycle(Tracked):
    def __init__(self, name):
        super().__init__(name)
        self.me = self


def make_orphan():
    Cycle("orphan cycle")


make_orphan()
first = Tracked("first")
first.child = Tracked("first.child")
_private = Tracked("_private")
items = [Tracked("list0"), Tracked("list1"), Tracked("list2")]
x1 = Tracked("x1")
x2 = Tracked("x2")
reordered = [x2, x1]
del x1, x2
pair = (Tracked("tuple0"), Tracked("tuple1"))
mapping = {"k1": Tracked("dict1"), "k2": Tracked("dict2")}
nested = [[Tracked("inner0"), Tracked("inner1")], Tracked("outer1")]
cycle = Cycle("cycle")
left = Tracked("left")
right = Tracked("right")
left.other = right
right.other = left
shared = Tracked("shared")
items.append(shared)


class Config:
    setting = Tracked("class attribute")


def outer():
    captured = Tracked("closure cell")

    def inner():
        return captured

    return inner


closure = outer()
last = Tracked("last")
print("end of program")
