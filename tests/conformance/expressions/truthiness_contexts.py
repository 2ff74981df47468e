# Every place where Python tests truthiness calls __bool__/__len__ the same way.

class Probe:
    def __init__(self, value):
        self.value = value
        self.checks = 0

    def __bool__(self):
        self.checks += 1
        return self.value

t, f = Probe(True), Probe(False)

if t:
    pass
while f:
    pass
x = 1 if t else 2
y = [v for v in (1,) if t]
z = t and 1
w = f or 2
n = not t
assert t
print(t.checks, f.checks, x, y, z, w, n)

# Containers and numbers in boolean contexts
for value in (0, 1, -1, 0.0, 0.5, "", "0", [], [0], (), {}, {"": 0}, set(), None, range(0)):
    print(repr(value), "truthy" if value else "falsy")

# The result of and/or is one of the operands, not a bool
print(repr([] or "default"), repr("first" and "second"), repr(0 and 1/0), repr(1 or 1/0))

# any/all and filter(None) use the same rules
values = [0, "", None, "x", 3, []]
print(any(values), all(values), list(filter(None, values)))

# Errors from __bool__ surface wherever truthiness is tested
class Broken:
    def __bool__(self):
        raise RuntimeError("cannot decide")

for label, fn in (("if", lambda: 1 if Broken() else 0), ("not", lambda: not Broken()),
                  ("and", lambda: Broken() and 1),
                  ("while", lambda: [None for _ in [1] if Broken()])):
    try:
        fn()
    except RuntimeError as e:
        print(label, type(e).__name__, e)
