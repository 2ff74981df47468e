# Unpacking into attribute and subscript targets (a.x, d[k], lst[i] = ...)
# at warmed sites, while the target objects change: another instance
# layout, a slotted object, a property setter, a dict subclass, a list
# that is too short (IndexError after earlier targets were stored).


class Obj:
    def __init__(self):
        self.x = None
        self.y = None


class Slot:
    __slots__ = ("x", "y")


class Prop:
    def __init__(self):
        self.log = []

    @property
    def x(self):
        return "prop x"

    @x.setter
    def x(self, v):
        self.log.append(("x", v))

    y = property(lambda self: "prop y", lambda self, v: self.log.append(("y", v)))


def fill(target, box, store, pair):
    # Building the tuple first makes the assignment a real unpacking.
    values = (pair[0], pair[1], pair[0] + pair[1], pair[1])
    target.x, box[0], store["k"], target.y = values


o, box, store = Obj(), [None], {}
for i in range(300):
    fill(o, box, store, (i, i + 1))
print(vars(o), box, store)

p = Prop()
s = Slot()
reordered = Obj.__new__(Obj)
reordered.y = "first"
reordered.x = "second"
for target in (s, p, reordered):
    fill(target, box, store, (1, 2))
print(s.x, s.y, p.log, vars(reordered), box, store)


class Tracking(dict):
    def __setitem__(self, k, v):
        dict.__setitem__(self, k, ("tracked", v))


tracked = Tracking()
fill(o, box, tracked, (5, 6))
print(tracked, box, vars(o))

# A failing store part-way: earlier targets keep their new values.
short = []
try:
    fill(o, short, store, (7, 8))
except IndexError as e:
    print("IndexError:", e)
print(vars(o), store)
try:
    fill(o, box, store, (1, "s"))
except TypeError as e:
    print("TypeError:", e)
print(vars(o), box)
try:
    fill(o, box, store, (1,))
except IndexError as e:
    print("IndexError:", e)

# Swapping through attributes and subscripts at a warmed site.
def swap(a, lst):
    a.x, a.y = a.y, a.x
    lst[0], lst[-1] = lst[-1], lst[0]
    both = [a.x, a.y]
    a.x, a.y = both
    both[:] = lst[:2]
    lst[0], lst[1] = both


pair = Obj()
pair.x, pair.y = "left", "right"
seq = [1, 2, 3]
for i in range(301):
    swap(pair, seq)
print(pair.x, pair.y, seq)
