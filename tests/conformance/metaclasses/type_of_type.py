# type is its own metaclass; classes are instances of type.

print(type(type) is type, type(object) is type, isinstance(type, object))
print(type.__bases__, object.__bases__, type.__mro__)
print(type.__name__, type.__qualname__, type.__module__)
print(issubclass(type, object), issubclass(object, type))

for value in (1, 1.5, "s", [], (), {}, set(), None, True, range(1), slice(1), type, object,
              print, len, lambda: 0, (x for x in ()), NotImplemented, ...,
              "".join, [].append, staticmethod(len), classmethod(len), property()):
    print(type(value).__name__, end=" ")
print()

# The type of a class with a custom metaclass
class Meta(type):
    pass

class WithMeta(metaclass=Meta):
    pass

print(type(WithMeta).__name__, type(type(WithMeta)).__name__, isinstance(WithMeta, type))

# type.__call__ is what makes calling a class work
print(type.__call__(int, "42"), type.__call__(list, "ab"))

# type(obj) ignores __class__ overrides; obj.__class__ does not
class Liar:
    @property
    def __class__(self):
        return str

l = Liar()
print(type(l).__name__, l.__class__.__name__)

# Builtin types are immutable
for target in (int, str, type, object):
    try:
        target.new_attribute = 1
    except TypeError as e:
        print(type(e).__name__, e)

# type.__subclasses__ and mro()
print(bool in int.__subclasses__(), int.mro(), bool.mro())
print(type.mro(type), Meta.mro(Meta))

# type instances compare by identity and are hashable
d = {int: "int", str: "str", WithMeta: "with meta"}
print(d[int], d[WithMeta], int == int, int == float, len({int, int, str}))
