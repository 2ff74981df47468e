# Metaclass hooks: __call__, __instancecheck__, __subclasscheck__, metaclass
# methods vs class methods, and class attributes defined by the metaclass.

class Meta(type):
    registry = {}

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.registry[name] = cls
        return cls

    def __call__(cls, *args, **kwargs):
        print("  Meta.__call__", cls.__name__, args, kwargs)
        instance = super().__call__(*args, **kwargs)
        instance.created_by = "Meta"
        return instance

    def meta_method(cls):
        return "meta_method of " + cls.__name__

    @property
    def upper_name(cls):
        return cls.__name__.upper()

    def __repr__(cls):
        return "<class via Meta: " + cls.__name__ + ">"

    def __len__(cls):
        return len(cls.__name__)

    def __getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"

    def __iter__(cls):
        return iter(sorted(k for k in vars(cls) if not k.startswith("_")))

class Widget(metaclass=Meta):
    size = 1
    def __init__(self, label="w"):
        self.label = label
    def method(self):
        return "method"

w = Widget("x", **{})
print(w.label, w.created_by, Widget.meta_method(), Widget.upper_name)
print(repr(Widget), len(Widget), Widget[3], list(Widget), sorted(Meta.registry))
print(hasattr(w, "meta_method"), hasattr(w, "upper_name"), "meta_method" in dir(Widget))
try:
    w.meta_method()
except AttributeError as e:
    print(type(e).__name__, e)

# __instancecheck__ / __subclasscheck__
class Duck(type):
    def __instancecheck__(cls, obj):
        print("  __instancecheck__", type(obj).__name__)
        return hasattr(obj, "quack")
    def __subclasscheck__(cls, sub):
        print("  __subclasscheck__", sub.__name__)
        return hasattr(sub, "quack")

class Quacker(metaclass=Duck): pass
class Mallard:
    def quack(self): pass
print(isinstance(Mallard(), Quacker), isinstance(5, Quacker), issubclass(Mallard, Quacker))
print(isinstance(Quacker(), Quacker))  # exact type: no hook call
print(isinstance(Mallard(), (int, Quacker)), issubclass(bool, (str, Quacker)))

# The hooks' results are converted with bool(); errors propagate
class Loud(type):
    def __instancecheck__(cls, obj): return "non-empty"
    def __subclasscheck__(cls, sub): raise ValueError("nope")
class L(metaclass=Loud): pass
print(isinstance(1, L))
try:
    issubclass(int, L)
except ValueError as e:
    print(type(e).__name__, e)

# isinstance/issubclass argument errors
for args in ((1, 1), (1, (int, 1)), (int, 1), (1, int)):
    for fn in (isinstance, issubclass):
        try:
            print(fn.__name__, fn(*args))
        except TypeError as e:
            print(fn.__name__, type(e).__name__, e)

# A metaclass __call__ that does not call __init__
class Singleton(type):
    _instances = {}
    def __call__(cls, *args):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self, value=None):
        print("  Config.__init__", value)
        self.value = value
a = Config(1)
b = Config(2)
print(a is b, a.value)

# Class-level operators come from the metaclass
class OpMeta(type):
    def __or__(cls, other): return f"{cls.__name__}|{other.__name__}"
    def __eq__(cls, other): return "eq called"
    __hash__ = type.__hash__
class X(metaclass=OpMeta): pass
class Y(metaclass=OpMeta): pass
print(X | Y, X == Y, {X: 1}[X])
