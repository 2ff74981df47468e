# A module's repr follows its __spec__ (origin, namespace) or its __loader__.
import sys, gc
from importlib.machinery import ModuleSpec
HERE = __file__.rpartition('/')[0]
sys.path.insert(0, HERE + '/_ns_portion')
import nspkg
print(repr(nspkg).replace(HERE, 'HERE'))
class L:
    def __repr__(self):
        return '<L>'
m = type(sys)('x')
m.__spec__ = ModuleSpec('specname', L(), origin='virtual')
print(repr(m))
m.__spec__ = ModuleSpec('specname', L())
print(repr(m))
m.__spec__ = ModuleSpec('specname', None)
print(repr(m))
spec = ModuleSpec('located', None, origin='/a/b.py')
spec.has_location = True
m.__spec__ = spec
print(repr(m))
m = type(sys)('y')
m.__loader__ = L()
print(repr(m))
m.__file__ = 'file.py'
print(repr(m))
print(repr(sys), repr(gc))
