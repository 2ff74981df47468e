# The methods every object inherits from object, called directly.

class C:
    def __init__(self): self.a = 1

c = C()
print(object.__eq__(c, c), object.__eq__(c, C()), object.__ne__(c, c), object.__ne__(c, 1))
print(object.__lt__(c, c), object.__le__(c, 1), object.__gt__(c, c), object.__ge__(c, c))
print(type(object.__hash__(c)).__name__, object.__hash__(c) == hash(c))
print(object.__str__(c) == object.__repr__(c), object.__format__(c, "") == str(c))
print(object.__getattribute__(c, "a"), object.__sizeof__(c) > 0, object.__class__ is type)
print(c.__dir__ is not None, "a" in object.__dir__(c), "__init__" in dir(c))
print(object.__subclasshook__(C), C.__subclasshook__(int), object.__init_subclass__())
print(C.__doc__, object.__name__, object.__qualname__, object.__module__)
print(object.__bases__, object.__base__, object.__mro__, type.__base__.__name__)

# __ne__ delegates to __eq__ and inverts it unless it is NotImplemented
class EqOnly:
    def __eq__(self, other):
        print("  EqOnly.__eq__")
        return other == 1
e = EqOnly()
print(e != 1, e != 2, object.__ne__(e, 1), EqOnly.__ne__(e, 2))
class EqNI:
    def __eq__(self, other): return NotImplemented
print(object.__ne__(EqNI(), 1))

# dir() sorts and merges instance, class and base attributes
class Base:
    base_attr = 1
class Derived(Base):
    derived_attr = 2
    def __init__(self): self.inst = 3
names = [n for n in dir(Derived()) if not n.startswith("__")]
print(names)
class CustomDir:
    def __dir__(self): return ["b", "a", "c"]
print(dir(CustomDir()))
class BadDir:
    def __dir__(self): return 5
try:
    dir(BadDir())
except TypeError as e:
    print(type(e).__name__, e)
class TupleDir:
    def __dir__(self): return ("z", "y")
print(dir(TupleDir()))

# __subclasses__ lists direct subclasses in creation order
class Root: pass
class Leaf1(Root): pass
class Leaf2(Root): pass
class Leaf3(Leaf1): pass
print([c.__name__ for c in Root.__subclasses__()], [c.__name__ for c in Leaf1.__subclasses__()])

# type comparisons and type objects as dict keys
print(int < int if False else "skip", int == int, int != float, {int: 1, str: 2}[str])
try:
    int < float
except TypeError as e:
    print(type(e).__name__, e)

# Attributes on object() instances are impossible
o = object()
for action in (lambda: setattr(o, "x", 1), lambda: o.x, lambda: vars(o)):
    try:
        action()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)

# object.__init__ / __new__ accept extra arguments only when overridden
class InitOverride:
    def __init__(self, *a): super().__init__()
print(type(InitOverride(1, 2)).__name__)
