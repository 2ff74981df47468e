# Tracebacks through a class body, a class decorator, a metaclass and
# __init_subclass__.
import sys


def show(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)


def make_broken_class():
    class Settings:
        debug = False
        level = int("high")
    return Settings


def registering(cls):
    registry = {}
    registry[cls.__name__] = cls.key_name.upper()
    return cls


def make_decorated():
    @registering
    class Plugin:
        key_name = None
    return Plugin


class Checked(type):
    def __new__(meta, name, bases, ns):
        if "required" not in ns:
            raise TypeError("%s lacks 'required'" % name)
        return super().__new__(meta, name, bases, ns)


def make_checked():
    class Thing(metaclass=Checked):
        pass


class Base:
    def __init_subclass__(cls, size=0, **kw):
        super().__init_subclass__(**kw)
        cls.size = 100 // size


def make_subclass():
    class Sub(Base, size=0):
        pass


show(make_broken_class)
show(make_decorated)
show(make_checked)
show(make_subclass)
print("done")
