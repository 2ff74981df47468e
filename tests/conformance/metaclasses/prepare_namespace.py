# __prepare__: supplying a custom namespace for the class body.

class RecordingDict(dict):
    def __init__(self):
        super().__init__()
        self.order = []

    def __setitem__(self, key, value):
        if not key.startswith("__"):
            self.order.append(key)
        super().__setitem__(key, value)

class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        print("  __prepare__", name, [b.__name__ for b in bases], kwargs)
        return RecordingDict()

    def __new__(mcls, name, bases, namespace, **kwargs):
        cls = super().__new__(mcls, name, bases, dict(namespace))
        cls.field_order = namespace.order
        return cls

    def __init__(cls, name, bases, namespace, **kwargs):
        super().__init__(name, bases, namespace)

class Form(metaclass=Ordered, flavour="test"):
    name = "text"
    age = "int"
    name = "text again"
    def validate(self):
        return True
    email = "email"

print(Form.field_order, Form.name)

# A namespace that rejects duplicate definitions
class NoDuplicates(dict):
    def __setitem__(self, key, value):
        if key in self and not key.startswith("__"):
            raise TypeError("duplicate definition of %r" % key)
        super().__setitem__(key, value)

class Strict(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return NoDuplicates()

class Fine(metaclass=Strict):
    a = 1
    b = 2

print(Fine.a, Fine.b)
try:
    class Dup(metaclass=Strict):
        a = 1
        a = 2
except TypeError as e:
    print(type(e).__name__, e)

# A namespace with default values for missing names (lookups go through __getitem__)
class AutoNames(dict):
    def __missing__(self, key):
        if key.startswith("__") or key in ("print",):
            raise KeyError(key)
        return key.upper()

class Auto(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return AutoNames()

class Constants(metaclass=Auto):
    RED = red
    GREEN = green

print(Constants.RED, Constants.GREEN)

# __prepare__ must return a mapping
class BadPrepare(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42

try:
    class Broken(metaclass=BadPrepare):
        pass
except TypeError as e:
    print(type(e).__name__, e)

print(type.__prepare__("X", ()), type(type.__prepare__()).__name__)
