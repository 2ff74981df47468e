# Class decorators: registering, adding methods, wrapping, replacing.

registry = []

def register(cls):
    registry.append(cls.__name__)
    return cls

def add_repr(cls):
    fields = cls.fields

    def __repr__(self):
        inner = ", ".join("%s=%r" % (f, getattr(self, f)) for f in fields)
        return "%s(%s)" % (type(self).__name__, inner)

    cls.__repr__ = __repr__
    return cls

def add_init(cls):
    fields = cls.fields

    def __init__(self, *args, **kwargs):
        if len(args) > len(fields):
            raise TypeError("%s takes at most %d arguments" % (cls.__name__, len(fields)))
        values = dict(zip(fields, args))
        for key, value in kwargs.items():
            if key not in fields:
                raise TypeError("unknown field %r" % key)
            if key in values:
                raise TypeError("duplicate value for %r" % key)
            values[key] = value
        for f in fields:
            setattr(self, f, values.get(f))

    cls.__init__ = __init__
    return cls

def add_eq(cls):
    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in cls.fields)
    cls.__eq__ = __eq__
    cls.__hash__ = None
    return cls

@register
@add_eq
@add_repr
@add_init
class Point:
    fields = ("x", "y")

@register
@add_repr
@add_init
class Person:
    fields = ("name", "age", "email")

p = Point(1, y=2)
print(p, Point(1, 2) == p, Point(1, 3) == p, Point.__hash__)
print(Person("ann", email="a@example.org"))
print(registry)
for bad in (lambda: Point(1, 2, 3), lambda: Point(z=1), lambda: Point(1, x=2)):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)

# A decorator replacing the class with a function (factory)
def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    get.wrapped = cls
    return get

@singleton
class Config:
    def __init__(self, env="dev"):
        self.env = env

c1, c2 = Config("prod"), Config("test")
print(c1 is c2, c1.env, type(Config).__name__, Config.wrapped.__name__)

# Decorators run after the class body; __set_name__ and __init_subclass__ ran earlier
order = []

class Watch:
    def __set_name__(self, owner, name):
        order.append("set_name " + name)

class Base:
    def __init_subclass__(cls):
        order.append("init_subclass " + cls.__name__)

def deco(cls):
    order.append("decorator " + cls.__name__)
    return cls

@deco
class Watched(Base):
    w = Watch()
    order.append("body")

print(order)
