# importlib.reload of a package and of a submodule.
import sys, importlib
import _pkg_lazy.two
package = _pkg_lazy
two = _pkg_lazy.two
_pkg_lazy.extra = 'kept'
print(importlib.reload(_pkg_lazy) is package, _pkg_lazy.extra)
print(importlib.reload(_pkg_lazy.two) is two, two.n)
two.n = 99
importlib.reload(two)
print(two.n)
del sys.modules['_pkg_lazy']
try:
    importlib.reload(two)
except ImportError as e:
    print(type(e).__name__, e, e.name)
