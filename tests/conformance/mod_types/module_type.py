# types.ModuleType can create modules by hand.
import types

m = types.ModuleType('mymod')
print(m.__name__, m.__doc__)
print(repr(m))
m.value = 42
m.double = lambda x: 2 * x
print(m.value, m.double(5))
print(sorted(k for k in vars(m) if not k.startswith('__')))
d = types.ModuleType('documented', 'The docs.')
print(d.__doc__)
print(d.__name__)
print(isinstance(m, types.ModuleType))
try:
    m.missing
except AttributeError as e:
    print('AttributeError', e)
exec('def hello():\n    return "hi from " + __name__\n', m.__dict__)
print(m.hello())
print(m.__dict__['__name__'])
m.__name__ = 'renamed'
print(m.__name__)
try:
    types.ModuleType()
except TypeError as e:
    print('TypeError', type(e).__name__)

class MyModule(types.ModuleType):
    def greet(self):
        return 'greetings from ' + self.__name__

mm = MyModule('special')
print(mm.greet())
print(type(mm).__name__)
