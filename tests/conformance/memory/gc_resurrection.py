# Resurrection (PEP 442): a finalizer that stores its object somewhere keeps
# it alive; __del__ never runs twice for the same object.
import gc
import weakref

gc.disable()
gc.collect()
saved = []
calls = []


class Phoenix:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        calls.append(self.name)
        saved.append(self)


# Resurrected by reference counting.
p = Phoenix("rc")
del p
print(calls, len(saved), saved[0].name)
print(gc.is_finalized(saved[0]))
saved.clear()
print(calls, "no second __del__")
calls.clear()

# Resurrected from a cycle.
p = Phoenix("cycle")
p.me = p
del p
print(gc.collect() >= 0, calls, len(saved))
obj = saved.pop()
print(obj.name, obj.me is obj, gc.is_finalized(obj))
del obj
print(gc.collect(), calls, "freed this time, without __del__")
calls.clear()

# A finalizer that resurrects another member of its cycle.
holder = []


class Rescuer:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        calls.append(self.name)
        holder.append(self.friend)


class Friend:
    def __init__(self):
        self.data = [1, 2, 3]


r = Rescuer("rescuer")
f = Friend()
r.friend = f
f.rescuer = r
wf = weakref.ref(f)
del r, f
gc.collect()
print(calls, len(holder), holder[0].data, holder[0].rescuer.name)
print(wf() is None, "weak references to the garbage die even if it is resurrected")
holder.clear()
print(gc.collect(), calls)
calls.clear()

# Resurrection through a global name.
class Global:
    def __del__(self):
        global revived
        revived = self
        calls.append("global")


g = Global()
g = None
print(calls, type(revived).__name__)
revived = None
print(calls)
