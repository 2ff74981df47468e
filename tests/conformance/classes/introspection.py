# What a class exposes about itself: names, bases, namespace, dir().

class Base:
    """Base doc."""
    shared = 1

    def method(self):
        self.set_in_method = True

class Child(Base):
    """Child doc."""
    extra = 2

    def __init__(self):
        self.instance_attr = 3
        self.other = 4

    def child_method(self):
        return self.extra

print(Child.__name__, Child.__qualname__, Child.__module__, Child.__doc__)
print(Child.__bases__, Child.__base__, Base.__bases__)
print([c.__name__ for c in Child.__mro__], [c.__name__ for c in Child.mro()])
print(sorted(k for k in Child.__dict__ if not k.startswith("__")))
print(sorted(k for k in Child.__dict__ if k.startswith("__")))
print(type(Child.__dict__).__name__)
print(Child.__static_attributes__, Base.__static_attributes__)
print(Child.__firstlineno__ - Base.__firstlineno__)

c = Child()
print(sorted(vars(c)), c.__class__ is Child, c.__dict__ is vars(c))

public = [name for name in dir(c) if not name.startswith("_")]
print(public)
print([name for name in dir(Child) if not name.startswith("_")])
print("__init__" in dir(c), "__dict__" in dir(Child), "__slots__" in dir(Child))

# Nested class qualnames
class Outer:
    class Inner:
        class Deepest:
            pass

    def make(self):
        class Local:
            pass
        return Local

print(Outer.Inner.__qualname__, Outer.Inner.Deepest.__qualname__, Outer().make().__qualname__)
print(Outer.Inner.Deepest.__name__, Outer.Inner.__module__)

# __subclasses__ lists direct subclasses in definition order
class Root:
    pass

class A(Root):
    pass

class B(Root):
    pass

class C(A):
    pass

print([k.__name__ for k in Root.__subclasses__()], [k.__name__ for k in A.__subclasses__()])

# Class attributes that are changeable and those that are not
Child.__doc__ = "changed doc"
Child.__name__ = "Renamed"
print(Child.__doc__, Child.__name__, Child.__qualname__, repr(Child))
try:
    Child.__name__ = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    Child.__dict__["x"] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.new_attribute = 1
except TypeError as e:
    print(type(e).__name__, e)
