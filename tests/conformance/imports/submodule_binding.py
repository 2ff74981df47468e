# import a.b.c imports every parent first and sets each child on its parent.
import sys
import _pkg_basic.sub.c
print(_pkg_basic.sub.c.c_value)
print(_pkg_basic.sub.c is sys.modules['_pkg_basic.sub.c'])
print(sorted(k for k in sys.modules if k.startswith('_pkg_basic')))
print(_pkg_basic.a.a_value, _pkg_basic.b.b_value)
print('c' in vars(_pkg_basic.sub), 'sub' in vars(_pkg_basic))
