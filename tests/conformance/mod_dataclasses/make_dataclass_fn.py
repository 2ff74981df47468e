# make_dataclass builds a dataclass from field specifications.
from dataclasses import make_dataclass, field, fields, asdict

Point = make_dataclass('Point', ['x', ('y', int), ('z', int, field(default=0))])
p = Point(1, 2)
print(p, Point.__name__, Point.__module__)
print([(f.name, f.type) for f in fields(Point)])
Vector = make_dataclass('Vector', [('dx', float), ('dy', float)],
                        namespace={'length2': lambda self: self.dx ** 2 + self.dy ** 2},
                        frozen=True)
v = Vector(3.0, 4.0)
print(v, v.length2(), hash(v) == hash((3.0, 4.0)))
Ordered = make_dataclass('Ordered', [('k', int)], order=True)
print(sorted([Ordered(3), Ordered(1)]))
Sub = make_dataclass('Sub', [('extra', str, field(default='e'))], bases=(Point,))
print(Sub(1, 2, 3), asdict(Sub(0, 0)))
for specs in (['a', 'a'], ['1bad'], ['class'], [('a', int, 1, 2)]):
    try:
        make_dataclass('Bad', specs)
    except TypeError as e:
        print('TypeError', e)
