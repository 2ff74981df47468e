# __new__ and __init__: the construction protocol.

class Traced:
    def __new__(cls, *args, **kwargs):
        print("  __new__", cls.__name__, args, kwargs)
        instance = super().__new__(cls)
        instance.created_by_new = True
        return instance

    def __init__(self, value, *, flag=False):
        print("  __init__", value, flag)
        self.value = value

t = Traced(1, flag=True)
print(t.value, t.created_by_new)

# __init__ is skipped when __new__ returns an object of another class
class Factory:
    def __new__(cls, kind):
        if kind == "list":
            return [1, 2]
        return super().__new__(cls)

    def __init__(self, kind):
        print("  Factory.__init__ for", kind)
        self.kind = kind

print(Factory("list"))
f = Factory("obj")
print(type(f).__name__, f.kind)

# Singleton via __new__; __init__ still runs every time
class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.inits = 0
        return cls._instance

    def __init__(self):
        self.inits += 1

s1, s2 = Singleton(), Singleton()
print(s1 is s2, s1.inits)

# Immutable subclasses must customise __new__
class Celsius(float):
    def __new__(cls, value):
        if value < -273.15:
            raise ValueError("below absolute zero: %r" % value)
        return super().__new__(cls, value)

    def __repr__(self):
        return "Celsius(%s)" % float.__repr__(self)

c = Celsius(21.5)
print(c, c + 1, type(c + 1).__name__, isinstance(c, float))
try:
    Celsius(-300)
except ValueError as e:
    print(type(e).__name__, e)

class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

p = Pair(3, 4)
print(p, p.first, len(p), type(p).__name__)

class Upper(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())

print(Upper("quiet"), Upper("x") + "y", type(Upper("a")).__name__)

# __init__ must return None
class BadInit:
    def __init__(self):
        return 42

try:
    BadInit()
except TypeError as e:
    print(type(e).__name__, e)

# object.__new__ complains about extra args only when __init__ is not overridden
class NoInit:
    pass

try:
    NoInit(1)
except TypeError as e:
    print(type(e).__name__, e)

class OnlyInit:
    def __init__(self, a):
        self.a = a

print(OnlyInit(5).a)

class OnlyNew:
    def __new__(cls, a):
        return super().__new__(cls)

print(type(OnlyNew(5)).__name__)

# Calling __init__ again re-initialises
o = OnlyInit(1)
o.__init__(2)
print(o.a)
