# isinstance/issubclass with tuples, hierarchies, and customised checks.

class A: pass
class B(A): pass
class C: pass
class D(B, C): pass

d = D()
print(isinstance(d, A), isinstance(d, C), isinstance(d, (int, str)), isinstance(d, (int, C)))
print(issubclass(D, A), issubclass(D, (str, B)), issubclass(A, D), issubclass(D, D))
print(isinstance(d, ()), issubclass(D, ()))
print(isinstance(d, (int, (str, (A,)))))

print(isinstance(True, int), isinstance(1, bool), issubclass(bool, int), issubclass(bool, object))
print(isinstance(1.0, int), isinstance(1, float), isinstance("s", str),
      isinstance(None, type(None)))
print(isinstance(int, type), isinstance(type, type), isinstance(type, object),
      isinstance(object, type))
print(isinstance([], list), isinstance((), list), isinstance({}, dict), isinstance(range(1), range))

# Errors for invalid second arguments
for call in (lambda: isinstance(1, 1), lambda: isinstance(1, (int, 1)),
             lambda: issubclass(1, int), lambda: issubclass(int, 1),
             lambda: issubclass(int, (int, "x"))):
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)

# __instancecheck__ and __subclasscheck__ on a metaclass
class Meta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")

    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")

class Duck(metaclass=Meta):
    pass

class Robot:
    def quack(self):
        return "beep"

print(isinstance(Robot(), Duck), isinstance(5, Duck), issubclass(Robot, Duck),
      issubclass(int, Duck))
# Exact type match short-circuits __instancecheck__
print(isinstance(Duck(), Duck))

# __class__ property can fool isinstance but not type()
class Pretender:
    @property
    def __class__(self):
        return int

p = Pretender()
print(isinstance(p, int), type(p) is int, type(p).__name__)

# isinstance on bound types of builtin functions
print(isinstance(len, type(print)), isinstance(lambda: 0, type(isinstance)))
