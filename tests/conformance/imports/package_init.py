# A package: __init__.py runs, __path__, __package__, __spec__.
HERE = __file__.rpartition('/')[0]
import _pkg_basic
print(_pkg_basic.top_value, _pkg_basic.__name__, _pkg_basic.__package__)
print([p.replace(HERE, 'HERE') for p in _pkg_basic.__path__])
print(_pkg_basic.__file__.replace(HERE, 'HERE'))
spec = _pkg_basic.__spec__
print(spec.name, spec.parent, spec.origin.replace(HERE, 'HERE'), spec.has_location)
print([p.replace(HERE, 'HERE') for p in spec.submodule_search_locations])
print(hasattr(_pkg_basic, 'a'), hasattr(_pkg_basic, 'sub'))
print(repr(_pkg_basic).replace(HERE, 'HERE'))
