# An instance attribute load warmed on one instance layout, then the attribute
# is reassigned, deleted, re-added and shadowed by a class attribute while the
# same load site keeps running; every result must follow the instance's dict.


def runs(values):
    # Run-length encoding keeps the output short while still showing every value.
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def read_x(p):
    try:
        return p.x
    except AttributeError as e:
        return "AttributeError(%s)" % e


p = Point(1, 2)
seen = []
for i in range(600):
    if i == 250:
        p.x = "reassigned"
    elif i == 300:
        del p.x
    elif i == 350:
        p.x = 3.5
    elif i == 400:
        Point.x = "class-level"
        del p.x
    elif i == 450:
        p.__dict__["x"] = "via-dict"
    elif i == 500:
        p.__dict__.clear()
    elif i == 550:
        del Point.x
    seen.append(read_x(p))
print(runs(seen))

# The same site alternates between instances whose dicts were built in
# different orders, so any cached index into the dict would be wrong for one.
a = Point(10, 20)
b = Point.__new__(Point)
b.y = 200
b.x = 100
c = Point.__new__(Point)
c.z = 0
c.w = 1
c.x = 1000
mixed = []
for i in range(300):
    mixed.append(read_x((a, b, c)[i % 3]))
print(sum(mixed), mixed[:6], mixed[-3:])

# Attributes added to an instance after warm-up beyond the class's usual set.
q = Point(5, 6)
for i in range(300):
    read_x(q)
for k in range(40):
    setattr(q, "extra%d" % k, k)
print(read_x(q), q.extra39, len(q.__dict__))
del q.x
print(read_x(q))
q.x = "back"
print(read_x(q), list(q.__dict__)[-1])
