# Enum subclasses that add behaviour but no members, and __init_subclass__.
from enum import Enum

class Describable(Enum):
    def describe(self):
        return '%s is %r' % (self.name, self.value)

    @classmethod
    def names(cls):
        return [m.name for m in cls]

class Fruit(Describable):
    APPLE = 'red'
    BANANA = 'yellow'

print(Fruit.APPLE.describe(), Fruit.names())
print(Fruit.__mro__[1].__name__, issubclass(Fruit, Describable), issubclass(Fruit, Enum))
print(isinstance(Fruit.APPLE, Describable))

class Registered(Enum):
    def __init_subclass__(cls, **kwds):
        super().__init_subclass__(**kwds)
        print('subclass created', cls.__name__)

class Tool(Registered):
    HAMMER = 1

print(list(Tool))
print(Keep := None)

class Base(Enum):
    def __str__(self):
        return 'member ' + self.name.lower()

class Child(Base):
    X = 1
    Y = 2

print(Child.X, [str(c) for c in Child], repr(Child.Y))
try:
    class Grandchild(Child):
        Z = 3
except TypeError as e:
    print('TypeError', e)
