# ABCMeta.register, __subclasshook__, virtual subclasses and caching.
from abc import ABC, ABCMeta, abstractmethod

class Drawable(ABC):
    @abstractmethod
    def draw(self):
        ...

class Circle:
    def draw(self):
        return 'circle'

print(isinstance(Circle(), Drawable), issubclass(Circle, Drawable))
result = Drawable.register(Circle)
print(result is Circle, isinstance(Circle(), Drawable), issubclass(Circle, Drawable))
print(Drawable in Circle.__mro__, Circle.__mro__[-1].__name__)

class BigCircle(Circle):
    pass

print(issubclass(BigCircle, Drawable), isinstance(BigCircle(), Drawable))

@Drawable.register
class Square:
    pass

print(issubclass(Square, Drawable), Square.__name__)
Drawable.register(int)
print(isinstance(5, Drawable), isinstance(True, Drawable), isinstance('x', Drawable))
try:
    Drawable.register(5)
except TypeError as e:
    print('TypeError', e)

class Sub(Drawable):
    def draw(self):
        return 'sub'

try:
    Sub.register(Drawable)
except RuntimeError as e:
    print('RuntimeError', e)
print(Drawable.register(Sub) is Sub)

class Quacks(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Quacks:
            return any('quack' in B.__dict__ for B in C.__mro__)
        return NotImplemented

class Duck:
    def quack(self):
        pass

class Robot(Duck):
    pass

class Stone:
    pass

print(isinstance(Duck(), Quacks), issubclass(Robot, Quacks), isinstance(Stone(), Quacks))

class LoudQuacks(Quacks):
    pass

print(issubclass(Duck, LoudQuacks), issubclass(LoudQuacks, Quacks))

class Never(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return False

class Child(Never):
    pass

print(issubclass(Child, Never), isinstance(Child(), Never))
try:
    issubclass(5, Drawable)
except TypeError as e:
    print('TypeError', e)

class Tagged(metaclass=ABCMeta):
    pass

class Plain:
    pass

print(isinstance(Plain(), Tagged))
Tagged.register(Plain)
print(isinstance(Plain(), Tagged), issubclass(Plain, (Tagged, int)))
