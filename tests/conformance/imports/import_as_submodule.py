# "import a.b as x" binds the submodule; plain "import a.b" binds the package.
import _pkg_basic.a as pa
print(pa.__name__, pa.a_value)
print('_pkg_basic' in globals())
import _pkg_basic.a
print(_pkg_basic.__name__, _pkg_basic.a is pa)
import _pkg_basic.sub.c as c
print(c.__name__, c.c_value)
