# functools.partialmethod on instance, class and static methods.
from functools import partialmethod, partial

class Cell:
    def __init__(self):
        self._alive = False
    @property
    def alive(self):
        return self._alive
    def set_state(self, state):
        self._alive = bool(state)
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False)
    def describe(self, *args, **kw):
        return (type(self).__name__, args, kw)
    greet = partialmethod(describe, 'hi', loud=True)
    @classmethod
    def make(cls, *args):
        return (cls.__name__, args)
    cmake = partialmethod(make, 'x')
    @staticmethod
    def stat(*args):
        return args
    pstat = partialmethod(stat, 1)

c = Cell()
print(c.alive)
c.set_alive()
print(c.alive)
c.set_dead()
print(c.alive)
print(c.greet(), c.greet('there', loud=False))
print(Cell.cmake('y'), c.cmake())
print(c.pstat(2), Cell.pstat(3))
print(Cell.greet(c, 5))
nested = partialmethod(partialmethod(Cell.describe, 1), 2)
class D(Cell):
    both = nested
print(D().both(3))
print(type(Cell.__dict__['greet']).__name__)
