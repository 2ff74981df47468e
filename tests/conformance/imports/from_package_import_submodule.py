# from package import submodule imports the submodule on demand.
from _pkg_basic import b, a
print(a.a_value, b.b_value)
from _pkg_basic.sub import c
print(c.c_value)
from _pkg_basic import sub
print(sub.c is c)
import sys
print(sorted(k for k in sys.modules if k.startswith('_pkg_basic')))
