# weakref.finalize and weakref.WeakMethod.
import weakref


class Resource:
    def __init__(self, name):
        self.name = name

    def greet(self, who):
        return "%s greets %s" % (self.name, who)


log = []
r = Resource("r")
f = weakref.finalize(r, log.append, "cleanup r")
print(f.alive, f.atexit, f.peek()[1:] == (log.append, ("cleanup r",), {}))
del r
print(log, f.alive, f.peek())
print(f(), "calling a dead finalizer does nothing")

s = Resource("s")
g = weakref.finalize(s, lambda *args, **kw: log.append((args, sorted(kw.items()))), 1, 2, k=3)
print(g(), log[-1], g.alive)
del s
print(len(log))

t = Resource("t")
h = weakref.finalize(t, log.append, "never")
obj, func, args, kwargs = h.detach()
print(obj is t, args, kwargs, h.alive, h.detach())
del t, obj
print(log[-1] != "never")

# Finalizers run when the object dies, in any order of creation.
objs = [Resource(str(i)) for i in range(3)]
fins = [weakref.finalize(o, log.append, "fin " + o.name) for o in objs]
del objs[1]
print(log[-1])
objs.clear()
print(sorted(log[-2:]))

# WeakMethod keeps working while the instance and function are alive.
inst = Resource("inst")
wm = weakref.WeakMethod(inst.greet)
print(wm()("you"), wm() == inst.greet, isinstance(wm, weakref.ref))
wm2 = weakref.WeakMethod(inst.greet)
print(wm == wm2, hash(wm) == hash(wm2))
died = []
wm3 = weakref.WeakMethod(inst.greet, lambda w: died.append(w is wm3))
del inst
print(wm(), died)
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError:", e)

# A finalizer still pending at exit runs then (atexit is true by default).
keep = Resource("kept")
weakref.finalize(keep, print, "finalizer ran at exit")
skip = Resource("skipped")
weakref.finalize(skip, print, "never printed").atexit = False
print("end of program")
