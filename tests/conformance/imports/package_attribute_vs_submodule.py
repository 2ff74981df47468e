# A package attribute with a submodule's name wins in from-imports until the submodule is imported.
import sys
from _pkg_shadow import sub
print(sub)
import _pkg_shadow.sub
print(type(_pkg_shadow.sub).__name__, _pkg_shadow.sub.kind)
from _pkg_shadow import sub
print(type(sub).__name__)
print(sys.modules['_pkg_shadow.sub'] is sub)
