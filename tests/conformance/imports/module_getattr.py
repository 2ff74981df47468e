# PEP 562: module __getattr__ and __dir__ also serve from-imports.
import _getattr_mod
from _getattr_mod import lazy
print(lazy, _getattr_mod.lazy)
print(dir(_getattr_mod))
try:
    from _getattr_mod import other
except ImportError as e:
    print(type(e).__name__, e.name, e.name_from)
try:
    _getattr_mod.missing
except AttributeError as e:
    print(type(e).__name__, e)
