# weakref.finalize: reprs, detach/peek/atexit, the order in which pending
# finalizers run at exit (newest first, including ones created meanwhile,
# continuing past one that raises), and WeakMethod comparisons.
import weakref


class Res:
    def __init__(self, name):
        self.name = name

    def method(self):
        return self.name


def scrub(text):
    # Replaces each hexadecimal address by ADDR so the output is stable.
    out = []
    i = 0
    while i < len(text):
        if text.startswith("0x", i):
            i += 2
            while i < len(text) and text[i] in "0123456789abcdef":
                i += 1
            out.append("ADDR")
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def say(*args, **kwargs):
    print("finalizer:", *args, *sorted(kwargs.items()))


r = Res("r")
f = weakref.finalize(r, say, "r", flag=1)
print(scrub(repr(f)), f.alive, f.atexit)
print(f.peek()[0] is r, f.peek()[1] is say, f.peek()[2:])
f.atexit = 0
print(f.atexit, type(f.atexit).__name__)
print(f(), f.alive, f.peek(), f.detach(), f.atexit, scrub(repr(f)))
f.atexit = True
print(f.atexit)
del r

# A finalizer's callback receives no weak reference argument.
q = Res("q")
g = weakref.finalize(q, lambda *args: print("args seen:", args))
del q
print(g.alive)

# Errors from the constructor.
for call in ("weakref.finalize()", "weakref.finalize(Res('x'))", "weakref.finalize(3, say)"):
    try:
        eval(call)
    except TypeError as e:
        print("TypeError:", e)

# Keyword arguments named like the parameters go to the callback.
h = weakref.finalize(Res("kw"), say)
k = Res("k")
h = weakref.finalize(k, say, obj="o", func="f")
print(h.peek()[3])
h()
print(h.alive)

# WeakMethod equality follows the instance and the function while alive.
first, second = Res("1"), Res("2")
m1 = weakref.WeakMethod(first.method)
m1b = weakref.WeakMethod(first.method)
m2 = weakref.WeakMethod(second.method)
print(m1 == m1b, m1 != m1b, m1 == m2, m1 != m2, hash(m1) == hash(m1b))
print(m1 == weakref.ref(first), m1() == first.method, m1()())
deaths = []
m3 = weakref.WeakMethod(first.method, lambda w: deaths.append(w is m3))
del first
print(m1(), m1 == m1b, m1 != m1b, m1 == m1, deaths)
try:
    weakref.WeakMethod(Res.method)
except TypeError as e:
    print("TypeError:", e)
try:
    m2.extra = 1
except AttributeError:
    print("AttributeError: no instance dict")
print(weakref.WeakMethod.__mro__[1] is weakref.ref, weakref.ref(m2)() is m2)

# Pending finalizers at exit: newest first; one created while exiting runs
# too, and one raising does not stop the rest.
holders = [Res("h%d" % i) for i in range(4)]
for holder in holders:
    weakref.finalize(holder, say, "exit", holder.name)
weakref.finalize(holders[1], say, "skipped").atexit = False


def spawn():
    late = Res("late")
    holders.append(late)
    weakref.finalize(late, say, "created during exit")


def boom():
    print("boom runs")
    raise ValueError("finalizer failed at exit")


weakref.finalize(holders[2], boom)
weakref.finalize(Res, spawn)
print("end of program")
