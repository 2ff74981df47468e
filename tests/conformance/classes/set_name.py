# __set_name__: descriptors learn the attribute name they are assigned to.

class Field:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default

    def __set_name__(self, owner, name):
        print("  __set_name__(%s, %r)" % (owner.__name__, name))
        self.name = name
        self.storage = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.storage, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError("%s must be %s, not %s" % (self.name, self.kind.__name__,
                                                       type(value).__name__))
        setattr(obj, self.storage, value)

print("defining Person")

class Person:
    name = Field(str, "anonymous")
    age = Field(int, 0)

p = Person()
print(p.name, p.age)
p.name = "ann"
p.age = 30
print(p.name, p.age, sorted(vars(p).items()))
try:
    p.age = "old"
except TypeError as e:
    print(type(e).__name__, e)
print(Person.name.name, Person.age.storage)

# __set_name__ is called only during class creation, not on later assignment
extra = Field(float)
Person.height = extra
print(hasattr(extra, "name"))

# The same descriptor object under two names gets both calls
shared = Field(int)

class Twice:
    a = shared
    b = shared

print(shared.name)

# Errors in __set_name__ propagate (in 3.12+ without wrapping)
class Exploding:
    def __set_name__(self, owner, name):
        raise ValueError("cannot bind " + name)

try:
    class Host:
        x = Exploding()
except Exception as e:
    print(type(e).__name__, e)

# Only objects in the class namespace get it, not items in containers
class Bag:
    items = [Field(int)]

print(hasattr(Bag.items[0], "name"))

# type() calls __set_name__ too
Dynamic = type("Dynamic", (), {"value": Field(int, 7)})
print(Dynamic().value, Dynamic.value.name)
