# abc.ABC / ABCMeta / abstractmethod: instantiation errors and __abstractmethods__.
from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return '%s with area %s' % (type(self).__name__, self.area())

for cls in (Shape,):
    try:
        cls()
    except TypeError as e:
        print('TypeError', e)

class Half(Shape):
    def area(self):
        return 1

try:
    Half()
except TypeError as e:
    print('TypeError', e)

class Square(Half):
    def __init__(self, side=2):
        self.side = side
    def area(self):
        return self.side ** 2
    def perimeter(self):
        return 4 * self.side

s = Square(3)
print(s.describe(), s.perimeter())
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__),
      Square.__abstractmethods__)
print(type(Shape).__name__, type(Square).__name__, isinstance(s, Shape), issubclass(Square, ABC))
print(getattr(Shape.area, '__isabstractmethod__', None),
      getattr(Square.area, '__isabstractmethod__', False))

class WithProp(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

try:
    WithProp()
except TypeError as e:
    print('TypeError', e)

class Named(WithProp):
    @property
    def name(self):
        return 'named'

print(Named().name)

class Meta(metaclass=ABCMeta):
    @classmethod
    @abstractmethod
    def build(cls):
        ...
    @staticmethod
    @abstractmethod
    def helper():
        ...

try:
    Meta()
except TypeError as e:
    print('TypeError', e)

class Concrete(Meta):
    @classmethod
    def build(cls):
        return cls.__name__
    @staticmethod
    def helper():
        return 'help'

print(Concrete.build(), Concrete.helper(), Concrete() is not None)

class NoAbstract(ABC):
    pass

print(type(NoAbstract()).__name__, NoAbstract.__abstractmethods__)
