# Enum members: reprs, strs, names, values, lookup by value and name.
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

print(Color.RED)
print(repr(Color.RED))
print(Color.RED.name, Color.RED.value)
print(Color(2), Color['BLUE'])
print(Color(2) is Color.GREEN)
print(type(Color.RED), isinstance(Color.RED, Color))
print(Color)
print(list(Color))
print(len(Color))
print([m.name for m in Color], [m.value for m in Color])
print(Color.RED == Color.RED, Color.RED == Color.GREEN, Color.RED == 1)
print(Color.RED is Color.RED, Color.RED != Color.BLUE)
print(f'{Color.RED}', '%s' % Color.GREEN, format(Color.BLUE))
print(f'{Color.RED:>12}|', f'{Color.RED:<12}|')
print(Color.__members__)
print(list(Color.__members__.keys()))
print(Color.RED in Color, 1 in Color, 4 in Color)
print(Color.__name__, Color.__qualname__)
print(list(reversed(Color)))
print(bool(Color.RED), bool(Color))
d = {Color.RED: 'stop', Color.GREEN: 'go'}
print(d[Color.RED], d.get(Color.BLUE))
print(sorted(Color, key=lambda c: c.name))
print(hash(Color.RED) == hash(Color.RED))
print(Color.RED._name_, Color.RED._value_)
