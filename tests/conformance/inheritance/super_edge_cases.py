# Zero-argument and explicit super(): binding, attribute access and errors.

class Base:
    value = "base value"
    def method(self): return "Base.method on " + type(self).__name__
    @classmethod
    def cm(cls): return "Base.cm on " + cls.__name__
    @staticmethod
    def sm(x): return "Base.sm " + str(x)
    @property
    def prop(self): return "Base.prop"

class Child(Base):
    value = "child value"
    def method(self): return "Child>" + super().method()
    @classmethod
    def cm(cls): return "Child>" + super().cm()
    @staticmethod
    def sm(x): return "Child>" + super(Child, Child).sm(x)
    @property
    def prop(self): return "Child>" + super().prop
    def attrs(self):
        s = super()
        return s.value, s.__class__.__name__, s.__thisclass__.__name__, s.__self_class__.__name__
class Grand(Child): pass

g = Grand()
print(g.method(), Grand.cm(), g.cm(), g.sm(1), g.prop)
print(g.attrs())

# super() objects: unbound, bound to a class, bound to an instance
s = super(Child, g)
print(s.method(), s.__self__ is g, s.__thisclass__ is Child, s.__self_class__ is Grand)
s2 = super(Child, Grand)
print(s2.cm(), s2.method(g), s2.__self__ is Grand, s2.__self_class__ is Grand)
u = super(Child)
print(u.__self__, u.__self_class__, u.__thisclass__ is Child)
print(u.__get__(g).method())
print(repr(super(Child, g)) == "<super: <class 'Child'>, <Grand object>>", repr(u))

# Errors
def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, RuntimeError, AttributeError) as e:
        print(label, "->", type(e).__name__, e)

attempt("not a type", lambda: super(1, g))
attempt("not an instance", lambda: super(Child, 1))
attempt("unrelated class", lambda: super(Child, int))
attempt("too many", lambda: super(Child, g, 1))
attempt("no args outside class", lambda: super())
attempt("missing attr", lambda: super(Child, g).nothing)
attempt("last in mro", lambda: super(Grand, g).__class__.__name__)
attempt("object level", lambda: super(object, g).method)

def free_function():
    return super()
attempt("function", free_function)

class NoArgs:
    def method():
        return super()
attempt("method with no args", NoArgs.method)

class Deleted:
    def method(self):
        del self
        return super().method
attempt("deleted self", lambda: Deleted().method())

class Rebound:
    def method(self):
        self = 5
        return super().__repr__
attempt("rebound self", lambda: Rebound().method())

# Assignment through super is not supported
class Setter(Base):
    def set(self):
        super().value = 3
    def delete(self):
        del super().value
attempt("set", lambda: Setter().set())
attempt("del", lambda: Setter().delete())

# super() inside a nested function or comprehension
class Nested(Base):
    def method(self):
        def inner():
            return super().method()
        return inner
attempt("nested", lambda: Nested().method()())
class InComp(Base):
    def method(self):
        return [super().method() for _ in range(1)]
print(InComp().method())

# __class__ cell is the defining class, even for subclasses
class Cell:
    def which(self): return __class__.__name__
class SubCell(Cell): pass
print(SubCell().which())

# super() in __init_subclass__ and __new__
class WithNew:
    def __new__(cls, *args):
        obj = super().__new__(cls)
        obj.args = args
        return obj
print(WithNew(1, 2).args)
