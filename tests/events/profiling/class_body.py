# A class statement under setprofile: the c_call of __build_class__, the
# class body's call/return (qualname of the class) inside it, then the
# c_return; __init_subclass__ of a base is profiled as a Python call.
import sys
sys.path.insert(0, "..")
import _tracetool

class Base:
    def __init_subclass__(cls, **kw):
        cls.tag = cls.__name__.lower()


def f():
    class Child(Base):
        x = 1

        def method(self):
            return self.x

    return Child.tag, Child().method()


print(_tracetool.profiled(f))
