# @dataclass generates __init__, __repr__ and __eq__ from annotations.
from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int = 0

p = Point(1, 2)
print(p, Point(5), Point(y=3, x=4))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2), p == (1, 2))
print(p.x, p.y)
p.x = 10
print(p)
print(Point.__match_args__)
print(Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__eq__.__qualname__)
print(Point.__hash__)
try:
    Point()
except TypeError as e:
    print('TypeError', e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError', e)
try:
    Point(1, z=2)
except TypeError as e:
    print('TypeError', e)

@dataclass()
class Empty:
    pass

print(Empty(), Empty() == Empty())

@dataclass
class Nested:
    name: str
    points: list
    owner: Point = None

print(Nested('n', [Point(1, 1)], Point(0, 0)))
print(Nested('a', []) == Nested('a', []))
