# Errors from enums: bad values, bad names, reassignment, extension.
from enum import Enum

class Shape(Enum):
    SQUARE = 4
    TRIANGLE = 3

try:
    Shape(5)
except ValueError as e:
    print('ValueError', e)
try:
    Shape('4')
except ValueError as e:
    print('ValueError', e)
try:
    Shape['CIRCLE']
except KeyError as e:
    print('KeyError', e)
try:
    Shape.SQUARE = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    del Shape.SQUARE
except AttributeError as e:
    print('AttributeError', e)
try:
    Shape.SQUARE.name = 'x'
except AttributeError as e:
    print('AttributeError', e)
try:
    Shape.SQUARE.value = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    class MoreShapes(Shape):
        CIRCLE = 0
except TypeError as e:
    print('TypeError', e)
try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    print('TypeError', e)
try:
    class Clash(Enum):
        A = 1
        def A(self):
            pass
except TypeError as e:
    print('TypeError', e)
try:
    Shape.SQUARE < Shape.TRIANGLE
except TypeError as e:
    print('TypeError', e)
try:
    Shape.SQUARE + 1
except TypeError as e:
    print('TypeError', e)
try:
    class Reserved(Enum):
        _bogus_ = 1
except ValueError as e:
    print('ValueError', e)
Shape.extra = 'allowed'
print(Shape.extra)
print(Shape(4), Shape(3))
