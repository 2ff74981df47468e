# Building functions with types.FunctionType from code objects.
import types

def template(a, b=2):
    return a + b

g = types.FunctionType(template.__code__, {'__name__': 'x'}, 'renamed', (10,))
print(g.__name__, g(1), g(1, 1))
print(g.__defaults__)
h = types.FunctionType(template.__code__, globals())
print(h.__name__, h(1, 2))
try:
    h(1)
except TypeError as e:
    print('TypeError', e)
k = types.FunctionType((lambda: z).__code__, {'z': 'from globals'})
print(k())
print(isinstance(g, types.FunctionType), type(g).__name__)
try:
    types.FunctionType(1, {})
except TypeError as e:
    print('TypeError', type(e).__name__)
