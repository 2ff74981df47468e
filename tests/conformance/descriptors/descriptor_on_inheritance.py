# Descriptors and properties through inheritance and overriding.

class Base:
    def __init__(self):
        self._value = 1

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, v):
        self._value = v

class ReadOnlyChild(Base):
    @property
    def value(self):
        return "child sees %r" % self._value

class ExtendedSetter(Base):
    @Base.value.setter
    def value(self, v):
        print("  validating", v)
        Base.value.fset(self, abs(v))

b, r, e = Base(), ReadOnlyChild(), ExtendedSetter()
b.value = 5
print(b.value, r.value)
try:
    r.value = 5
except AttributeError as ex:
    print(type(ex).__name__, ex)
e.value = -9
print(e.value, type(ExtendedSetter.value).__name__, ExtendedSetter.value.fget is Base.value.fget)

# A plain attribute in a subclass shadows a non-data descriptor but not a data descriptor
class Desc:
    def __get__(self, obj, objtype=None):
        return "from descriptor"

class WithDesc:
    attr = Desc()

class ShadowsWithClassAttr(WithDesc):
    attr = "plain class attribute"

print(WithDesc().attr, ShadowsWithClassAttr().attr)

# super() goes through descriptors of the parent
class Parent:
    @property
    def name(self):
        return "parent-name"

class Kid(Parent):
    @property
    def name(self):
        return "kid(" + super().name + ")"

print(Kid().name)

# Class-level property access via the class returns the property object from the MRO
print(type(Kid.name).__name__, Kid.name is Kid.__dict__["name"],
      Parent.name is Kid.__mro__[1].__dict__["name"])

# A descriptor in a mixin
class Upper:
    def __set_name__(self, owner, name):
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.private, "").upper() if obj else self

    def __set__(self, obj, value):
        setattr(obj, self.private, value)

class TitleMixin:
    title = Upper()

class Doc(TitleMixin):
    def __init__(self, title):
        self.title = title

print(Doc("hello world").title, vars(Doc("x")))
