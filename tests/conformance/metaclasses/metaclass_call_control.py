# Controlling instantiation through the metaclass __call__.

class SingletonMeta(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in SingletonMeta._instances:
            SingletonMeta._instances[cls] = super().__call__(*args, **kwargs)
        return SingletonMeta._instances[cls]

class Settings(metaclass=SingletonMeta):
    def __init__(self, env="dev"):
        print("  Settings.__init__", env)
        self.env = env

class Cache(metaclass=SingletonMeta):
    pass

a = Settings("prod")
b = Settings("test")
print(a is b, a.env, Cache() is Cache(), Cache() is a)

# Validating constructor arguments before __new__/__init__ run
class Typed(type):
    def __call__(cls, *args):
        hints = cls.__init__.__annotations__
        names = [n for n in cls.__init__.__code__.co_varnames[1:cls.__init__.__code__.co_argcount]]
        for name, value in zip(names, args):
            expected = hints.get(name)
            if expected is not None and not isinstance(value, expected):
                raise TypeError("%s.%s must be %s, got %s" % (cls.__name__, name, expected.__name__,
                                                              type(value).__name__))
        return super().__call__(*args)

class Point(metaclass=Typed):
    def __init__(self, x: int, y: int, label: str = ""):
        self.x, self.y, self.label = x, y, label

p = Point(1, 2, "origin")
print(p.x, p.y, p.label)
for args in ((1, "2"), (1.5, 2), (1, 2, 3)):
    try:
        Point(*args)
    except TypeError as e:
        print(type(e).__name__, e)

# A metaclass __call__ that returns something else entirely
class Factory(type):
    def __call__(cls, kind):
        return {"list": list, "dict": dict}.get(kind, cls.fallback)()

class Make(metaclass=Factory):
    fallback = tuple

print(Make("list"), Make("dict"), Make("other"))

# Counting calls and skipping __init__ by calling __new__ only
class NoInit(type):
    def __call__(cls, *args):
        obj = cls.__new__(cls)
        obj.args = args
        return obj

class Raw(metaclass=NoInit):
    def __init__(self):
        raise RuntimeError("never called")

r = Raw(1, 2)
print(r.args, type(r).__name__)
