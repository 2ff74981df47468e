# copy through __reduce__/__reduce_ex__, __getnewargs__, and copy.replace.
import copy

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __reduce__(self):
        print('  reduce')
        return (Point, (self.x, self.y))
    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)

p = Point(1, [2])
c = copy.copy(p)
print(c, c is p, c.y is p.y)
dc = copy.deepcopy(p)
print(dc, dc.y is p.y)

class Unique:
    def __reduce__(self):
        return 'UNIQUE'

u = Unique()
print(copy.copy(u) is u, copy.deepcopy(u) is u)

class NewArgs(int):
    def __new__(cls, value, tag):
        self = super().__new__(cls, value)
        self.tag = tag
        return self
    def __getnewargs__(self):
        return (int(self), self.tag)

n = NewArgs(5, 'five')
nc = copy.copy(n)
print(nc, nc.tag, type(nc).__name__)

class Versioned:
    def __init__(self, a, b):
        self.a = a
        self.b = b
    def __replace__(self, **changes):
        values = {'a': self.a, 'b': self.b}
        values.update(changes)
        return Versioned(**values)

v = copy.replace(Versioned(1, 2), b=3)
print(v.a, v.b)
try:
    copy.replace([1], x=2)
except TypeError as e:
    print('TypeError', e)
