# The repr of modules in their different forms.
import sys, gc
HERE = __file__.rpartition('/')[0]
ModuleType = type(sys)
print(repr(ModuleType('plain')))
m = ModuleType('with_file')
m.__file__ = '/some/where.py'
print(repr(m))
print(repr(sys), repr(gc))
import _plain
print(repr(_plain).replace(HERE, 'HERE'))
import _pkg_basic
print(repr(_pkg_basic).replace(HERE, 'HERE'))
m = ModuleType('no_name')
del m.__name__
print(repr(m))
