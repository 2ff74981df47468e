# Deleting a package and its submodule from sys.modules makes the next import run them again.
import sys
import _pkg_lazy.one
first_pkg, first_one = _pkg_lazy, _pkg_lazy.one
del sys.modules['_pkg_lazy']
del sys.modules['_pkg_lazy.one']
import _pkg_lazy.one
print(first_pkg is _pkg_lazy, first_one is _pkg_lazy.one, _pkg_lazy.one.n)
print(first_pkg.one is first_one)
del sys.modules['_pkg_lazy.one']
import _pkg_lazy.one as again
print(again is _pkg_lazy.one, again is first_one)
