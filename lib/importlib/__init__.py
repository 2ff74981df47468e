"""importlib for Taipan: import_module, reload and invalidate_caches.

The machinery itself is native (src/modules/import.cpp); its Python-visible
classes and entry points live in the module _frozen_importlib, which this
package re-exports where programs expect to find them. Not provided:
importlib.resources, importlib.metadata, importlib.abc.
"""

import sys
import _frozen_importlib as _machinery

__all__ = ['import_module', 'reload', 'invalidate_caches']
__all__.insert(0, '__import__')

__import__ = __import__


def import_module(name, package=None):
    """Imports the module `name` (relative to `package` when it starts with
    dots) and returns it: the module itself, not its top-level package."""
    # Each leading dot climbs one package level above `package`.
    dots = len(name) - len(name.lstrip('.'))
    if dots and not package:
        raise TypeError("the 'package' argument is required to perform a relative import "
                        "for %r" % (name,))
    return _machinery._gcd_import(name[dots:], package, dots)


def invalidate_caches():
    """Asks every finder on sys.meta_path to drop its caches."""
    for finder in sys.meta_path:
        invalidate = getattr(finder, 'invalidate_caches', None)
        if invalidate is not None:
            invalidate()


def _name_for_reload(module):
    # The spec's name wins over __name__; an object with neither is no module.
    for source in (lambda: module.__spec__.name, lambda: module.__name__):
        try:
            return source()
        except AttributeError:
            continue
    raise TypeError("reload() argument must be a module")


def reload(module):
    """Runs the module's code again in the same module object and returns
    what sys.modules then holds for its name."""
    name = _name_for_reload(module)
    registered = sys.modules.get(name)
    if registered is not module:
        raise ImportError(f"module {name} not in sys.modules", name=name)
    package_name, _, _ = name.rpartition('.')
    locations = None
    if package_name:
        if package_name not in sys.modules:
            raise ImportError(f"parent {package_name!r} not in sys.modules", name=package_name)
        locations = sys.modules[package_name].__path__
    spec = _machinery._find_spec(name, locations, module)
    if spec is None:
        raise ModuleNotFoundError(f"spec not found for the module {name!r}", name=name)
    _machinery._adopt_spec(module, spec)
    spec._initializing = True
    try:
        loader = spec.loader
        loader.exec_module(module)
    finally:
        spec._initializing = False
    return sys.modules[name]
