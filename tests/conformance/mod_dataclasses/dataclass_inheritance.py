# Field inheritance: order, overriding defaults, mixing with plain classes.
from dataclasses import dataclass, fields

@dataclass
class Animal:
    name: str
    legs: int = 4

@dataclass
class Bird(Animal):
    legs: int = 2
    can_fly: bool = True

print(Bird('robin'), [f.name for f in fields(Bird)])
print(Bird('penguin', can_fly=False))
print(Animal('cat') == Bird('cat'))

class Mixin:
    def describe(self):
        return '%s with %d legs' % (self.name, self.legs)

@dataclass
class Dog(Mixin, Animal):
    breed: str = 'mutt'

print(Dog('rex').describe(), Dog('rex'))

class Plain:
    shared = 'class attribute'

@dataclass
class FromPlain(Plain):
    value: int

print(FromPlain(1), FromPlain.shared)

@dataclass
class A:
    x: int = 1

@dataclass
class B(A):
    y: int = 2

@dataclass
class C(B):
    x: int = 10
    z: int = 3

print(C(), [f.name for f in fields(C)], [f.default for f in fields(C)])

@dataclass(repr=False)
class Quiet(A):
    q: int = 0

print(Quiet(5).__class__.__name__, Quiet(5).q, Quiet(5).x)

@dataclass
class Custom:
    a: int

    def __repr__(self):
        return 'Custom<%d>' % self.a

print(Custom(3))
