# An instance's __dict__ replaced, cleared, updated or swapped with another
# instance's while a warmed attribute load keeps reading from it.


class Box:
    def __init__(self, v):
        self.value = v
        self.label = "box%d" % v


def peek(b):
    try:
        return "%s/%s" % (b.value, b.label)
    except AttributeError as e:
        return "AttributeError: %s" % e


b1 = Box(1)
b2 = Box(2)
log = []
for i in range(500):
    if i == 200:
        b1.__dict__ = {"label": "L", "value": "V"}
    elif i == 250:
        b1.__dict__.clear()
    elif i == 300:
        b1.__dict__.update(value=9, label="nine")
    elif i == 350:
        b1.__dict__, b2.__dict__ = b2.__dict__, b1.__dict__
    elif i == 400:
        shared = {"value": "shared", "label": "both"}
        b1.__dict__ = shared
        b2.__dict__ = shared
    elif i == 450:
        shared["value"] = "changed-through-dict"
    log.append(peek(b1) + "|" + peek(b2))

last = None
for i, entry in enumerate(log):
    if entry != last:
        print(i, entry)
        last = entry

# __dict__ must stay a dict: a list is refused and the old dict is kept.
try:
    b1.__dict__ = [("value", 1)]
except TypeError as e:
    print("TypeError:", e)
print(peek(b1))

# A __dict__ holding many keys, then popped down to one.
b3 = Box(3)
for i in range(300):
    peek(b3)
for k in range(30):
    b3.__dict__["k%d" % k] = k
print(peek(b3))
for k in range(30):
    b3.__dict__.pop("k%d" % k)
b3.__dict__.pop("label")
print(peek(b3))
b3.__dict__["label"] = "re"
print(peek(b3), list(vars(b3)))
