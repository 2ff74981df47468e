# namedtuple: field names from str or list, repr, access, _make, _asdict, _replace, _fields.
from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point(11, y=22)
print(p, p.x, p.y, p[0], p[1], p.x + p.y, len(p), tuple(p))
x, y = p
print(x, y, p == (11, 22), p == Point(11, 22), hash(p) == hash((11, 22)))
print(Point._fields, Point._field_defaults, Point.__name__, Point.__doc__)
print(Point._make([1, 2]), Point._make(iter('ab')))
print(p._asdict(), type(p._asdict()).__name__)
print(p._replace(x=100), p)
print(Point.x.__doc__, Point.y.__doc__, type(Point.x).__name__)
P3 = namedtuple('P3', 'a b c')
print(P3(1, 2, 3), namedtuple('Comma', 'a, b,c')(1, 2, 3))
E = namedtuple('Empty', '')
print(E(), E._fields, len(E()))
One = namedtuple('One', 'v')
print(One(5), One._make([7]))
print(isinstance(p, tuple), issubclass(Point, tuple), Point.__mro__[1].__name__)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    Point(1)
except TypeError as e:
    print('TypeError', e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError', e)
try:
    Point._make([1])
except TypeError as e:
    print('TypeError', e)
try:
    p._replace(z=1)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(p[::-1], p[:1], Point(*range(2)), Point(**{'x': 'a', 'y': 'b'}))
print(Point.__module__, p.__getnewargs__(), Point.__match_args__)
print(Point.__slots__, hasattr(p, '__dict__'))
class Sub(Point):
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return 'Sub<%s, %s>' % self
print(Sub(3, 4).norm, Sub(3, 4), repr(Sub(3, 4)))
