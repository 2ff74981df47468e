# Importing a submodule sets it on the package, replacing an attribute of that name.
import _pkg_lazy
_pkg_lazy.one = 'placeholder'
from _pkg_lazy import one
print(one)
import _pkg_lazy.one
print(type(_pkg_lazy.one).__name__, _pkg_lazy.one.n)
from _pkg_lazy import one
print(one.n)
