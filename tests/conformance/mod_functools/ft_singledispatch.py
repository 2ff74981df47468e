# functools.singledispatch: register by argument, by annotation, MRO-based dispatch.
from functools import singledispatch, singledispatchmethod

@singledispatch
def describe(obj):
    return 'object ' + type(obj).__name__

@describe.register(int)
def _(obj):
    return 'int %d' % obj

@describe.register
def _(obj: list):
    return 'list of %d' % len(obj)

def for_str(obj):
    return 'str ' + obj
describe.register(str, for_str)

class Base:
    pass
class Child(Base):
    pass

@describe.register
def _(obj: Base):
    return 'Base-ish ' + type(obj).__name__

for value in [1, True, 'x', [1, 2], (1,), 2.5, Child(), Base(), None]:
    print(describe(value))
print(describe.dispatch(bool).__name__, describe.dispatch(float) is describe.registry[object])
print(sorted(k.__name__ for k in describe.registry.keys()))
try:
    describe()
except TypeError as e:
    print('TypeError', e)
try:
    describe.register(5)
except TypeError as e:
    print('TypeError', type(e).__name__)

class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return 'default'
    @fmt.register
    def _(self, arg: int):
        return 'int %s' % arg
    @fmt.register(str)
    def _(self, arg):
        return 'str %s' % arg

f = Formatter()
print(f.fmt(3), f.fmt('a'), f.fmt(2.0), f.fmt(False))
