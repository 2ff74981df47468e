# A metaclass customising class creation, instance creation and class behaviour.

class Registry(type):
    classes = []

    def __new__(mcls, name, bases, namespace, **kwargs):
        print("  Registry.__new__", name, [b.__name__ for b in bases], sorted(kwargs))
        namespace["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, namespace)
        mcls.classes.append(name)
        return cls

    def __init__(cls, name, bases, namespace, **kwargs):
        print("  Registry.__init__", name)
        super().__init__(name, bases, namespace)
        cls.options = kwargs

    def __call__(cls, *args, **kwargs):
        print("  Registry.__call__", cls.__name__, args)
        instance = super().__call__(*args, **kwargs)
        instance.serial = len(Registry.classes)
        return instance

    def __repr__(cls):
        return "<registered class %s>" % cls.__name__

    def __len__(cls):
        return len(cls.__dict__)

    def describe(cls):
        return "%s options=%r" % (cls.__name__, cls.options)

class Model(metaclass=Registry):
    def __init__(self, value):
        self.value = value

class User(Model, table="users", strict=True):
    pass

print(Registry.classes, Model, User, type(User).__name__)
u = User(5)
print(u.value, u.serial, u.created_by, User.describe(), Model.describe())
print(isinstance(User, Registry), isinstance(u, Model), len(Model) > 0)
try:
    u.describe()
except AttributeError as e:
    print(type(e).__name__, e)

# The metaclass is inherited from the bases
class Admin(User):
    pass

print(type(Admin).__name__, Admin.options)

# Metaclass conflict
class OtherMeta(type):
    pass

class Other(metaclass=OtherMeta):
    pass

try:
    class Both(Model, Other):
        pass
except TypeError as e:
    print(type(e).__name__, e)

# A metaclass derived from both resolves the conflict
class Combined(Registry, OtherMeta):
    pass

class Both(Model, Other, metaclass=Combined):
    pass

print(type(Both).__name__, [c.__name__ for c in type(Both).__mro__])

# A function can be used as a "metaclass"
def upper_attrs(name, bases, namespace):
    renamed = {k if k.startswith("__") else k.upper(): v for k, v in namespace.items()}
    return type(name, bases, renamed)

class Shout(metaclass=upper_attrs):
    greeting = "hi"

print(hasattr(Shout, "greeting"), Shout.GREETING, type(Shout).__name__)
