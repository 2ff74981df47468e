# staticmethod and classmethod: binding rules and alternative constructors.

class Temperature:
    unit_names = {"C": "celsius", "F": "fahrenheit"}

    def __init__(self, celsius):
        self.celsius = celsius

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def valid(value):
        return value >= -273.15

    @classmethod
    def unit(cls, code):
        return cls.unit_names[code]

    def __repr__(self):
        return "%s(%.1f)" % (type(self).__name__, self.celsius)

class Kelvinish(Temperature):
    pass

print(Temperature.from_fahrenheit(212), Kelvinish.from_fahrenheit(32))
print(Temperature(5).from_fahrenheit(50))
print(Temperature.valid(-300), Temperature(1).valid(0))
print(Temperature.unit("C"), Kelvinish.unit("F"))

# What the descriptors return
print(type(Temperature.__dict__["valid"]).__name__, type(Temperature.__dict__["unit"]).__name__)
print(type(Temperature.valid).__name__, type(Temperature.unit).__name__)
print(Temperature.unit.__self__ is Temperature, Kelvinish.unit.__self__ is Kelvinish)
print(Temperature.__dict__["valid"].__func__ is Temperature.valid)

# staticmethod objects are callable directly (3.10+)
sm = Temperature.__dict__["valid"]
print(sm(10), callable(sm))

# Wrapping existing functions
def helper(x):
    return x * 3

class Tools:
    triple = staticmethod(helper)
    make = classmethod(lambda cls, v: (cls.__name__, v))

print(Tools.triple(3), Tools().triple(4), Tools.make(1), Tools().make(2))

# Counting instances per class with classmethods
class Tracked:
    instances = 0

    def __init__(self):
        type(self).register()

    @classmethod
    def register(cls):
        cls.instances = cls.instances + 1

class Sub(Tracked):
    pass

Tracked(); Tracked(); Sub()
print(Tracked.instances, Sub.instances)

# classmethod on an instance binds the class
t = Temperature(0)
print(t.from_fahrenheit.__self__ is Temperature)

# __wrapped__ and attribute forwarding
print(Temperature.__dict__["valid"].__wrapped__ is Temperature.valid)
print(Temperature.__dict__["unit"].__wrapped__.__name__)
