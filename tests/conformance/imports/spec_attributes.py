# __spec__ of a module, a package and a submodule.
HERE = __file__.rpartition('/')[0]
import _plain, _pkg_basic.sub.c
for module in (_plain, _pkg_basic, _pkg_basic.sub, _pkg_basic.sub.c):
    spec = module.__spec__
    locations = spec.submodule_search_locations
    print(spec.name, repr(spec.parent), spec.origin.replace(HERE, 'HERE'),
          None if locations is None else [p.replace(HERE, 'HERE') for p in locations],
          spec.has_location, type(spec.loader).__name__,
          spec.loader.name, spec.loader.path.replace(HERE, 'HERE'))
print(type(_plain.__spec__).__name__, _plain.__spec__ == _plain.__spec__)
print(_plain.__loader__.is_package('_plain'), _pkg_basic.__loader__.is_package('_pkg_basic'))
