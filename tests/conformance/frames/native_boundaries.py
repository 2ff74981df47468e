# f_back across native code: a Python function called back by a builtin
# (sorted's key, map, a dunder method run by an operator, a property) sees
# the Python frame that called the builtin as its caller.
import sys


def caller_of_me():
    frame = sys._getframe(1)
    return frame.f_code.co_name


def key_function(item):
    return (caller_of_me_from_key(), item)


def caller_of_me_from_key():
    return sys._getframe(2).f_code.co_name


def sorts():
    return sorted([3, 1, 2], key=key_function)


print(sorts())


def mapped(x):
    return sys._getframe(1).f_code.co_name, x


def uses_map():
    return list(map(mapped, [1, 2]))


print(uses_map())


class Vector:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return sys._getframe(1).f_code.co_name

    def __eq__(self, other):
        return sys._getframe(1).f_code.co_name == "compares"

    @property
    def who(self):
        return sys._getframe(1).f_code.co_name

    def __repr__(self):
        return "Vector(from %s)" % sys._getframe(1).f_code.co_name


def adds():
    return Vector(1) + Vector(2)


def compares():
    return Vector(1) == Vector(2)


def reads_property():
    return Vector(1).who


def formats():
    return repr(Vector(1)), "%r" % (Vector(2),), str([Vector(3)])


print(adds(), compares(), reads_property())
print(formats())


class Meta(type):
    def __call__(cls, *args):
        return sys._getframe(1).f_code.co_name


class Made(metaclass=Meta):
    pass


def instantiates():
    return Made()


print(instantiates())


def in_init_subclass():
    class Base:
        def __init_subclass__(cls):
            cls.seen = sys._getframe(1).f_code.co_name

    class Child(Base):
        pass

    return Child.seen


print(in_init_subclass())
