# Suspended generators in reference cycles are closed by the collector: their
# `finally` blocks and context-manager exits run, exactly once.
import gc
import weakref

gc.disable()
gc.collect()
log = []


def worker(name, box):
    try:
        log.append(name + " started")
        while True:
            yield box
    finally:
        log.append(name + " finally")


class Box:
    pass


# The generator refers to the box, the box to the generator.
box = Box()
box.gen = worker("g1", box)
next(box.gen)
wg = weakref.ref(box.gen)
del box
print(log)
gc.collect()
print(log, wg())
log.clear()

# A generator that refers to itself through its own frame.
def selfish():
    me = yield
    try:
        yield "waiting"
    finally:
        log.append("selfish finally, me is set: %s" % (me is not None))


g = selfish()
next(g)
g.send(g)
del g
print(log)
gc.collect()
print(log)
log.clear()


class Manager:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self

    def __exit__(self, kind, value, tb):
        log.append("exit %s with %s" % (self.name, kind.__name__ if kind else None))
        return False


def managed(holder):
    with Manager("m"):
        yield 1
        yield 2


holder = Box()
holder.gen = managed(holder)
print(next(holder.gen))
del holder
gc.collect()
print(log)
log.clear()

# A generator that was never started or has finished has nothing to run.
h = Box()
h.fresh = worker("fresh", h)
h.done = worker("done", h)
next(h.done)
h.done.close()
log.clear()
del h
print(gc.collect() > 0, log)

# An exception in the finally block during collection is reported, not raised.
def bad(holder):
    try:
        yield 1
    finally:
        log.append("bad finally")
        raise ValueError("from finally")


hb = Box()
hb.gen = bad(hb)
next(hb.gen)
del hb
gc.collect()
print(log, "still running")
