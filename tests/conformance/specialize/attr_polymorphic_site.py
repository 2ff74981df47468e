# One attribute load site (obj.value) fed by many unrelated classes, by
# instances, classes, modules and builtin objects in rotation, while one of
# the classes changes; a cache that keeps only one entry, or keeps several,
# must never answer for the wrong receiver.
import sys


def value_of(obj):
    try:
        v = obj.value
        # A property read through its class is the property object itself.
        return "<property object>" if isinstance(v, property) else v
    except AttributeError as e:
        return "AttributeError(%s)" % e


classes = []
for k in range(16):
    ns = {"value": "class %d" % k} if k % 3 == 0 else {}
    if k % 4 == 1:
        ns["value"] = property(lambda self, k=k: "property %d" % k)
    classes.append(type("C%d" % k, (), ns))

objs = []
for k, cls in enumerate(classes):
    o = cls()
    if k % 2 == 0:
        o.value = "instance %d" % k
    objs.append(o)

module = type(sys)("valued")
module.value = "module value"
receivers = objs + classes + [module, 3, "s"]

tallies = {}
for i in range(len(receivers) * 20):
    r = value_of(receivers[i % len(receivers)])
    tallies[r] = tallies.get(r, 0) + 1
for key in sorted(tallies):
    print(tallies[key], key)

# One class changes while the site keeps rotating.
classes[3].value = "class 3 changed"
del classes[6].value
classes[7].value = property(lambda self: "new property 7")
module.value = "module changed"
print([value_of(r) for r in objs[3:8]])
print([value_of(r) for r in classes[3:8]], value_of(module))

# int and float attributes reached at the same site.
def real_of(x):
    return x.real


print([real_of(x) for x in (1, 2.5, True, 2 ** 70)])
try:
    real_of("no")
except AttributeError as e:
    print("AttributeError:", e)
