# Submodules are not attributes until imported; from-import loads them.
HERE = __file__.rpartition('/')[0]
import _pkg_lazy
print(hasattr(_pkg_lazy, 'one'), hasattr(_pkg_lazy, 'two'))
from _pkg_lazy import one
print(one.n, hasattr(_pkg_lazy, 'one'))
import _pkg_lazy.two
print(_pkg_lazy.two.n)
from _pkg_lazy import one, two
print(one.n + two.n)
try:
    from _pkg_lazy import broken
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from _pkg_lazy import nothing
except ImportError as e:
    print(type(e).__name__, str(e).replace(HERE, 'HERE'))
