# types.MethodType binds a function (or any callable) to an object.
import types

class Counter:
    def __init__(self):
        self.count = 0

def bump(self, by=1):
    self.count += by
    return self.count

c = Counter()
m = types.MethodType(bump, c)
print(m(), m(5), c.count)
print(m.__self__ is c, m.__func__ is bump)
print(m.__name__)
c.bump = m
print(c.bump(10))
other = Counter()
print(types.MethodType(bump, other)())
print(types.MethodType(bump, c) == types.MethodType(bump, c))
print(types.MethodType(bump, c) == types.MethodType(bump, other))
bound_len = types.MethodType(len, 'hello')
print(bound_len())

class Cls:
    pass

cm = types.MethodType(lambda cls: cls.__name__, Cls)
print(cm())
try:
    types.MethodType(bump)
except TypeError as e:
    print('TypeError', type(e).__name__)
try:
    types.MethodType(1, c)
except TypeError as e:
    print('TypeError', e)
print(isinstance(m, types.MethodType))
print(type(Counter().__init__) is types.MethodType)
print(callable(m))
