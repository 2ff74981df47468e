# Properties, methods and operators defined on a metaclass act on classes.

class Countable(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls._instances = 0

    def __call__(cls, *args, **kwargs):
        obj = super().__call__(*args, **kwargs)
        cls._instances += 1
        return obj

    @property
    def instances(cls):
        return cls._instances

    def __iter__(cls):
        return iter(sorted(k for k in cls.__dict__ if not k.startswith("_")))

    def __getitem__(cls, key):
        return "%s[%r]" % (cls.__name__, key)

    def __or__(cls, other):
        return "%s|%s" % (cls.__name__, other.__name__)

    def __contains__(cls, item):
        return item in cls.__dict__

class Thing(metaclass=Countable):
    colour = "red"
    size = 3

    def action(self):
        return "acting"

Thing(); Thing()
print(Thing.instances, list(Thing), Thing["key"], Thing | Thing, "colour" in Thing)
try:
    Thing().instances
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Thing.instances = 5
except AttributeError as e:
    print(type(e).__name__, e)

# __class_getitem__ on a normal class vs metaclass __getitem__
class Box:
    def __class_getitem__(cls, item):
        return "Box of %s" % (item.__name__ if isinstance(item, type) else item)

print(Box[int], Box["x"])

# Metaclass __repr__ and __str__ change how classes print
class Pretty(type):
    def __repr__(cls):
        return "<Pretty %s>" % cls.__name__

    def __str__(cls):
        return "class " + cls.__name__

class P(metaclass=Pretty):
    pass

print(repr(P), str(P), [P], f"{P}")

# Metaclass methods are not visible on instances, but class-level ones are
class M(type):
    def hello(cls):
        return "hello from " + cls.__name__

class WithM(metaclass=M):
    def hi(self):
        return "hi"

print(WithM.hello(), hasattr(WithM(), "hello"), WithM().hi())

# __instancecheck__ used by isinstance for duck typing
class Protocol(type):
    def __instancecheck__(cls, obj):
        return all(hasattr(obj, m) for m in cls.required)

class Sized(metaclass=Protocol):
    required = ("__len__",)

print(isinstance([], Sized), isinstance(5, Sized), isinstance("x", Sized))
