# Implicit special-method calls look the method up on the type, not the instance.

class Plain:
    def __len__(self):
        return 1

    def __repr__(self):
        return "Plain()"

p = Plain()
p.__len__ = lambda: 99
p.__repr__ = lambda: "instance repr"
print(len(p), p.__len__(), repr(p), p.__repr__())

# Assigning the dunder on the class takes effect immediately
Plain.__len__ = lambda self: 42
print(len(p))
del Plain.__len__
try:
    len(p)
except TypeError as e:
    print(type(e).__name__, e)

# Adding an operator to a class after creation
class Late:
    pass

try:
    Late() + 1
except TypeError as e:
    print("before:", type(e).__name__, e)
Late.__add__ = lambda self, other: "late add %r" % (other,)
print("after:", Late() + 1)

# Setting a dunder to None disables the protocol
class Disabled(list):
    __len__ = None

try:
    len(Disabled([1, 2]))
except TypeError as e:
    print(type(e).__name__, e)

# __getattr__ does not provide special methods
class Dynamic:
    def __getattr__(self, name):
        if name == "__len__":
            return lambda: 5
        raise AttributeError(name)

d = Dynamic()
print(d.__len__())
try:
    len(d)
except TypeError as e:
    print(type(e).__name__, e)

# Metaclass dunders apply to the class, class dunders to instances
class Meta(type):
    def __len__(cls):
        return 100

class WithMeta(metaclass=Meta):
    def __len__(self):
        return 7

print(len(WithMeta), len(WithMeta()))

# Dunders inherited through the MRO, including from builtins
class MyList(list):
    pass

ml = MyList([1, 2, 3])
ml.__len__ = lambda: 0
print(len(ml), bool(ml))

# A descriptor as a special method is bound via __get__
class Descr:
    def __get__(self, obj, objtype=None):
        return lambda: "descriptor-provided repr"

class UsesDescr:
    __repr__ = Descr()

print(repr(UsesDescr()))

# Special methods defined as staticmethods or classmethods
class StaticLen:
    @staticmethod
    def __len__():
        return 3

    @classmethod
    def __repr__(cls):
        return "<class-level repr of %s>" % cls.__name__

print(len(StaticLen()), repr(StaticLen()))
