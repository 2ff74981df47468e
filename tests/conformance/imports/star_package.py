# from package import * with __all__ naming submodules imports them.
from _pkg_star import *
print(alpha.x, beta.x, gamma_value)
import sys
print(sorted(k for k in sys.modules if k.startswith('_pkg_star')))
try:
    from _pkg_all_sub import *
except AttributeError as e:
    print(type(e).__name__, e)
