# Enums mixing in data types and defining methods and properties.
from enum import Enum

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 3)

print(Planet.EARTH.value, Planet.EARTH.mass, Planet.EARTH.surface_gravity)
print(Planet.MERCURY.surface_gravity)
print(Planet((5.976e+24, 6.37814e6)))

class Num(int, Enum):
    ONE = 1
    TWO = 2

print(repr(Num.ONE), str(Num.ONE), format(Num.TWO), Num.ONE + Num.TWO)

class Text(str, Enum):
    A = 'alpha'

print(repr(Text.A), str(Text.A), Text.A.upper(), Text.A == 'alpha')

class Weekday(Enum):
    MONDAY = 1
    SATURDAY = 6
    SUNDAY = 7

    def is_weekend(self):
        return self in (Weekday.SATURDAY, Weekday.SUNDAY)

    @classmethod
    def from_name(cls, name):
        return cls[name.upper()]

    def __str__(self):
        return self.name.title()

print([d.is_weekend() for d in Weekday])
print(Weekday.from_name('sunday'))
print(Weekday.MONDAY, repr(Weekday.MONDAY), f'{Weekday.SATURDAY}')

class Coord(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj
    X = (1, 'horizontal')
    Y = (2, 'vertical')

print(Coord(1), Coord.Y.label, Coord.X.value)
