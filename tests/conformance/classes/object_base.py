# The object base class: its methods and the errors of misusing them.

o = object()
print(type(o).__name__, object.__bases__, object.__mro__, type(object).__name__)
print(o == o, o != o, o == object(), bool(o))
print(object.__init__(o) is None, object.__new__(object).__class__.__name__)
print(str(o) == repr(o), o.__class__ is object, hash(o) == hash(o))
print(isinstance(o, object), isinstance(1, object), isinstance(None, object),
      isinstance(int, object))
print(issubclass(int, object), issubclass(type, object), issubclass(object, object))

try:
    object(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__new__(int)
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__new__(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    o.x = 1
except AttributeError as e:
    print(type(e).__name__, e)

# object's rich comparisons return NotImplemented except identity equality
print(object.__eq__(o, o), object.__eq__(o, object()), object.__lt__(o, o))
print(object.__ne__(o, o))
try:
    o < o
except TypeError as e:
    print(type(e).__name__, e)

# __format__ with an empty spec is str(); anything else is an error
class Named:
    def __str__(self):
        return "named"

print("%s" % Named(), f"{Named()}", f"{Named()!s:>7}", Named().__format__(""))
try:
    f"{Named():>7}"
except TypeError as e:
    print(type(e).__name__, e)

# __init_subclass__ exists on object and accepts no keywords
print(callable(object.__init_subclass__), object.__init_subclass__() is None)

# dir() of a plain object lists the protocol names
names = dir(o)
print("__class__" in names, "__eq__" in names, "__dict__" in names, len(names) > 20)

# __getattribute__ and __setattr__ from object work on instances of user classes
class Box:
    pass

b = Box()
object.__setattr__(b, "value", 5)
print(object.__getattribute__(b, "value"), b.value)
object.__delattr__(b, "value")
print(hasattr(b, "value"))

# The class of an instance, and the class of that class
print(b.__class__.__name__, type(b.__class__).__name__)
