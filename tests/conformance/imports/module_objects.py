# Modules made by hand with the module type, then imported.
import sys
ModuleType = type(sys)
m = ModuleType('_handmade', 'documentation')
print(m.__name__, m.__doc__, m.__spec__, m.__loader__, m.__package__)
print(repr(m))
m.value = 3
sys.modules['_handmade'] = m
import _handmade
print(_handmade is m, _handmade.value)
from _handmade import value
print(value)
try:
    from _handmade import nothing
except ImportError as e:
    print(type(e).__name__, e)
del m.__name__
try:
    from _handmade import nothing
except ImportError as e:
    print(type(e).__name__, e)
