# Accessing descriptors through the class, and descriptors defined on metaclasses.

class Prop:
    @property
    def p(self):
        return "instance value"

print(type(Prop.p).__name__, Prop().p, Prop.p.fget(Prop()))

class Meta(type):
    @property
    def registry_size(cls):
        return len(cls.registry)

    def __getattr__(cls, name):
        return "meta fallback for %s" % name

class Plugins(metaclass=Meta):
    registry = ["a", "b"]

print(Plugins.registry_size, Plugins.anything)
try:
    Plugins().registry_size
except AttributeError as e:
    print(type(e).__name__, e)

# A data descriptor on the metaclass wins over the class dict
class MetaData(type):
    @property
    def name(cls):
        return "metaclass property"

class WithName(metaclass=MetaData):
    name = "class attribute"

print(WithName.name, WithName().name)

# A non-data descriptor on the metaclass loses to the class dict
class MetaNonData(type):
    def describe(cls):
        return "meta describe"

class WithDescribe(metaclass=MetaNonData):
    describe = "class attribute"

class WithoutDescribe(metaclass=MetaNonData):
    pass

print(WithDescribe.describe, WithoutDescribe.describe())

# Descriptors stored on the class are invoked for class access with obj=None
class Counter:
    calls = 0

    def __get__(self, obj, objtype=None):
        Counter.calls += 1
        return "call %d (obj is None: %s)" % (Counter.calls, obj is None)

class Host:
    c = Counter()

print(Host.c)
print(Host().c)
print(Host.__dict__["c"].__class__.__name__)

# Setting through the class replaces the descriptor entirely
Host.c = "plain now"
print(Host.c, Host().c)

# __set__ on a descriptor is not called for class-level assignment
class Guard:
    def __get__(self, obj, objtype=None):
        return "guarded"

    def __set__(self, obj, value):
        raise AttributeError("guarded attribute")

class Vault:
    g = Guard()

try:
    Vault().g = 1
except AttributeError as e:
    print(type(e).__name__, e)
Vault.g = "replaced on class"
print(Vault().g)
