# Metaclass behaviour when classes are built by calling the metaclass directly.

class Meta(type):
    created = []

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        cls.options = kw
        Meta.created.append(name)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

A = Meta("A", (), {"x": 1})
B = Meta("B", (A,), {"y": 2}, flag=True)

class C(B, extra="yes"):
    z = 3

print(Meta.created, type(A).__name__, type(C).__name__)
print(C.x, C.y, C.z, A.options, B.options, C.options)
print([k.__name__ for k in C.__mro__])

# type(name, bases, ns) with a base that has a custom metaclass picks the most derived metaclass
D = type("D", (A,), {})
print(type(D).__name__, D.options, Meta.created[-1])

# Calling type with one argument on classes of custom metaclasses
print(type(C) is Meta, type(Meta) is type)

# Metaclass __call__ default behaviour creates instances normally
c = C()
print(type(c).__name__, isinstance(c, A), c.x + c.y + c.z)

# The namespace passed to type() may contain functions that use __class__-less super
def method(self):
    return "D2.method -> " + super(D2, self).describe()

def describe(self):
    return "A2.describe"

A2 = type("A2", (), {"describe": describe})
D2 = type("D2", (A2,), {"describe": method})
print(D2().describe())

# Errors when metaclass arguments are wrong
for args in (("E", (A,), {}, 5), ("E",), ()):
    try:
        Meta(*args)
    except TypeError as e:
        print(type(e).__name__, e)
