# Relative imports with one, two and three dots.
import _pkg_basic.sub.deep.d as d
print(d.d_value, d.same)
import _pkg_basic.sub.deep as deep
print(deep.deep_top, deep.__package__, d.__package__)
import _pkg_rel.inner
print(_pkg_rel.inner.leaf_mod.root_name, _pkg_rel.inner.leaf_mod.leaf.__name__)
