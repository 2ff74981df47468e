# Cooperative multiple inheritance with super().

class Base:
    def __init__(self, **kwargs):
        print("  Base.__init__ leftover", sorted(kwargs))
        super().__init__()

    def describe(self):
        return ["Base"]

class Named(Base):
    def __init__(self, name="?", **kwargs):
        print("  Named.__init__", name)
        self.name = name
        super().__init__(**kwargs)

    def describe(self):
        return ["Named(%s)" % self.name] + super().describe()

class Aged(Base):
    def __init__(self, age=0, **kwargs):
        print("  Aged.__init__", age)
        self.age = age
        super().__init__(**kwargs)

    def describe(self):
        return ["Aged(%d)" % self.age] + super().describe()

class Person(Named, Aged):
    def __init__(self, **kwargs):
        print("  Person.__init__")
        super().__init__(**kwargs)

    def describe(self):
        return ["Person"] + super().describe()

p = Person(name="ann", age=30, extra=True)
print(p.describe())
print([c.__name__ for c in Person.__mro__])

# super() in the middle of the MRO calls the next class, not the parent
class Left(Base):
    def describe(self):
        return ["Left"] + super().describe()

class Right(Base):
    def describe(self):
        return ["Right"] + super().describe()

class Both(Left, Right):
    pass

print(Both().describe())
print(Left().describe())

# Two-argument super picks a starting point explicitly
print(super(Left, Both()).describe())
print(super(Right, Both()).describe())

# super() with classmethods and staticmethods
class Shape:
    @classmethod
    def create(cls):
        return "Shape.create for %s" % cls.__name__

    @staticmethod
    def kind():
        return "shape"

class Square(Shape):
    @classmethod
    def create(cls):
        return "Square.create -> " + super().create()

    @staticmethod
    def kind():
        return "square, a " + super(Square, Square).kind()

print(Square.create(), Square.kind())

# super() used to extend a property
class Celsius:
    @property
    def label(self):
        return "temperature"

class Precise(Celsius):
    @property
    def label(self):
        return "precise " + super().label

print(Precise().label)

# super() object attributes
class Kid(Left):
    def sup(self):
        return super()

s = Kid().sup()
print(type(s).__name__, s.__thisclass__.__name__, type(s.__self__).__name__,
      s.__self_class__.__name__)
