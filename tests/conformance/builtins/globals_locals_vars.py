# globals(), locals(), vars() and dir().

module_value = 1
print("module_value" in globals(), globals()["module_value"], globals() is globals())
globals()["injected"] = "via globals()"
print(injected)
print(locals() is globals())

def func(a, b=2):
    c = a + b
    inner = locals()
    return sorted(inner.items())

print(func(1))

def modifies_locals():
    x = 1
    locals()["x"] = 99
    return x

print(modifies_locals())

def snapshot():
    x = 1
    first = locals()
    x = 2
    second = locals()
    return first["x"], second["x"], first is second

print(snapshot())

# vars() of objects, classes and modules
class Point:
    z = 0

    def __init__(self):
        self.x, self.y = 1, 2

p = Point()
print(vars(p), "z" in vars(Point), type(vars(Point)).__name__)
for bad in (5, "s", [1]):
    try:
        vars(bad)
    except TypeError as e:
        print(type(e).__name__, e)

# dir() with no arguments lists the local scope, sorted
def scope():
    b_local = 1
    a_local = 2
    return dir()

print(scope())

class Sample:
    cls_attr = 1

    def method(self):
        pass

s = Sample()
s.inst_attr = 2
print([n for n in dir(s) if not n.startswith("__")])
print([n for n in dir(Sample) if not n.startswith("__")])

class CustomDir:
    def __dir__(self):
        return ["zeta", "alpha", "beta"]

print(dir(CustomDir()))
print("append" in dir([]), "keys" in dir({}), "upper" in dir(""), "real" in dir(1))
