# Many instances of one class whose attributes were inserted in different
# orders, read by one warmed load site; instances whose dicts were copied,
# updated, or grew past the class's usual key set must all read correctly.


class Rec:
    pass


NAMES = ["a", "b", "c", "d", "e", "f"]


def make(order, base):
    r = Rec()
    for k, name in enumerate(order):
        setattr(r, name, base + k)
    return r


def rotated(k):
    return NAMES[k:] + NAMES[:k]


def read_all(r):
    return (r.a, r.b, r.c, r.d, r.e, r.f)


# Warm on the canonical order.
canon = make(NAMES, 0)
for i in range(300):
    t = read_all(canon)
print("canon", t)

# Now each rotation: the values reveal whether the right slot was read.
for k in range(6):
    r = make(rotated(k), 100 * k)
    for i in range(50):
        t = read_all(r)
    print("rotation", k, t)

# Reversed order, one attribute at a time, interleaved with the canonical one.
rev = make(list(reversed(NAMES)), 1000)
out = []
for i in range(400):
    r = canon if i % 2 else rev
    out.append(r.c - r.a)
print(sorted(set(out)), out[:4])

# An instance whose __dict__ was replaced by a plain dict with another order.
odd = Rec()
odd.__dict__ = {"f": "F", "e": "E", "d": "D", "c": "C", "b": "B", "a": "A"}
print("odd", read_all(odd))
for i in range(300):
    read_all(canon)
print("odd again", read_all(odd))

# Deleting a middle attribute and re-adding it moves it to the end of the dict.
mid = make(NAMES, 50)
for i in range(300):
    read_all(mid)
del mid.c
mid.c = "moved"
print("mid", read_all(mid), list(mid.__dict__))

# Instances that grew far beyond the usual keys (dict resizes).
big = make(NAMES, 7)
for j in range(100):
    setattr(big, "k%d" % j, j)
for i in range(300):
    t = read_all(big)
print("big", t, big.k99)

# A subclass instance arriving at the same site.
class Sub(Rec):
    pass


s = Sub()
s.f, s.e, s.a, s.b, s.d, s.c = range(6)
print("sub", read_all(s))
