# __init_subclass__: hooks that run when a class is subclassed.

class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        print("registered", key, "->", cls.__name__)

class CsvReader(Plugin):
    pass

class JsonReader(Plugin, name="json"):
    pass

class StrictJson(JsonReader, name="strict-json"):
    pass

print(sorted(Plugin.registry))
print(Plugin.registry["json"] is JsonReader)

# __init_subclass__ is implicitly a classmethod
print(type(Plugin.__dict__["__init_subclass__"]).__name__)

# Unknown keyword arguments reach object.__init_subclass__ and fail
try:
    class Broken(Plugin, name="b", color="red"):
        pass
except TypeError as e:
    print(type(e).__name__, e)

# Enforcing an interface at subclass time
class Shape:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "area" not in cls.__dict__:
            raise TypeError("%s must define area()" % cls.__name__)

class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2

print(Square(3).area())
try:
    class Blob(Shape):
        pass
except TypeError as e:
    print(type(e).__name__, e)

# The hook of the nearest parent runs; it sees the new class, not the parent
class Base:
    def __init_subclass__(cls, **kwargs):
        cls.depth = getattr(cls, "depth", 0) + 1
        print("Base hook for", cls.__name__, "depth", cls.depth)

class Child(Base):
    pass

class Grandchild(Child):
    pass

class Override(Base):
    def __init_subclass__(cls, **kwargs):
        print("Override hook for", cls.__name__)

class UnderOverride(Override):
    pass

print(Child.depth, Grandchild.depth, hasattr(UnderOverride, "depth"), Override.depth)

# Keywords with a metaclass are passed to __init_subclass__ too
class Tagged:
    def __init_subclass__(cls, tag="none", **kwargs):
        cls.tag = tag

class T1(Tagged, tag="one"):
    pass

class T2(Tagged, metaclass=type, tag="two"):
    pass

print(T1.tag, T2.tag)
