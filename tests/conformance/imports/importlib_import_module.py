# importlib.import_module returns the module itself, with package= for relative names.
import importlib
c = importlib.import_module('_pkg_basic.sub.c')
print(c.__name__)
a = importlib.import_module('..a', '_pkg_basic.sub')
print(a.__name__)
sub = importlib.import_module('.sub', '_pkg_basic')
print(sub.__name__)
print(importlib.import_module('.', '_pkg_basic').__name__)
for args in [('.x',), ('',), ('_missing_xyz',), ('_plain.nope',), ('...x', '_pkg_basic')]:
    try:
        importlib.import_module(*args)
    except (ImportError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
