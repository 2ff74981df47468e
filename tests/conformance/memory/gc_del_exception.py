# Exceptions raised by __del__ and by weak reference callbacks are reported
# on stderr ("Exception ignored in: ...") and do not stop the program or the
# collection.
import gc
import sys
import weakref

gc.disable()
gc.collect()
done = []


class Faulty:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        done.append(self.name)
        raise RuntimeError("finalizer of %s failed" % self.name)


f = Faulty("rc")
del f
print("after rc", done)

a, b = Faulty("a"), Faulty("b")
a.other, b.other = b, a
del a, b
print(gc.collect(), sorted(done))


class Quiet:
    pass


q = Quiet()
r = weakref.ref(q, lambda wr: 1 / 0)
del q
print("after callback error", r())

# An exception being handled is not disturbed by a failing finalizer.
try:
    try:
        raise KeyError("outer")
    except KeyError:
        x = Faulty("inside handler")
        x.me = x
        del x
        gc.collect()
        print("handled:", repr(sys.exception()))
        raise
except KeyError as e:
    print("re-raised", repr(e))
print(done)

sys.stdout.flush()
c = Faulty("last")
c.me = c
del c
gc.collect()
print("end")
