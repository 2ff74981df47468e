# cached_property with inheritance, overriding, and per-instance caching.
from functools import cached_property

class Base:
    calls = 0
    def __init__(self, n):
        self.n = n
    @cached_property
    def square(self):
        Base.calls += 1
        return self.n * self.n

class Child(Base):
    @cached_property
    def cube(self):
        return self.square * self.n

a, b = Base(3), Child(4)
print(a.square, a.square, b.square, b.cube, b.cube, Base.calls)
print(sorted(vars(a)), sorted(vars(b)))
class Override(Base):
    @property
    def square(self):
        return -1
print(Override(5).square)
print(Base.square.attrname, Child.cube.attrname, Child.square is Base.square)
x = Base(2)
x.__dict__['square'] = 'preset'
print(x.square, Base.calls)
