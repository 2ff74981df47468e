"""importlib.util for Taipan: find_spec, module_from_spec, spec_from_loader,
spec_from_file_location and resolve_name."""

import sys
import _frozen_importlib as _machinery
from _frozen_importlib import ModuleSpec, SourceFileLoader

_MISSING = object()


def resolve_name(name, package):
    """The absolute name of a relative module name (returned unchanged when
    it does not start with a dot)."""
    if not name.startswith('.'):
        return name
    if not package:
        raise ImportError('no package specified for ' + repr(name)
                          + ' (required for relative module names)')
    level = len(name) - len(name.lstrip('.'))
    base = package.rsplit('.', level - 1)
    if len(base) < level:
        raise ImportError('attempted relative import beyond top-level package')
    tail = name[level:]
    return f'{base[0]}.{tail}' if tail else base[0]


def find_spec(name, package=None):
    """The spec of a module: the loaded module's __spec__, or what the
    finders say (the parent package is imported first); None when not found."""
    wanted = name if not name.startswith('.') else resolve_name(name, package)
    if wanted in sys.modules:
        loaded = sys.modules[wanted]
        if loaded is None:
            return None
        spec = getattr(loaded, '__spec__', _MISSING)
        if spec is _MISSING:
            raise ValueError(f'{wanted}.__spec__ is not set')
        if spec is None:
            raise ValueError(f'{wanted}.__spec__ is None')
        return spec
    package_name, _, _ = wanted.rpartition('.')
    locations = None
    if package_name:
        package_module = __import__(package_name, fromlist=['__path__'])
        locations = getattr(package_module, '__path__', _MISSING)
        if locations is _MISSING:
            message = (f"__path__ attribute not found on {package_name!r} while trying to find "
                       + repr(wanted))
            raise ModuleNotFoundError(message, name=wanted)
    return _machinery._find_spec(wanted, locations)


def module_from_spec(spec):
    """A new module set up from a spec (its code is not run)."""
    loader = spec.loader
    made = None
    if hasattr(loader, 'create_module'):
        made = loader.create_module(spec)
    elif hasattr(loader, 'exec_module'):
        raise ImportError('loaders that define exec_module() must also define create_module()')
    if made is None:
        made = type(sys)(spec.name)
    made.__name__ = spec.name
    _machinery._adopt_spec(made, spec)
    return made


def spec_from_loader(name, loader, *, origin=None, is_package=None):
    """A spec for a loader: is_package asks the loader when not given."""
    if is_package is None:
        is_package = loader.is_package(name) if hasattr(loader, 'is_package') else False
    return ModuleSpec(name, loader, origin=origin, is_package=is_package)


def spec_from_file_location(name, location=None, *, loader=None,
                            submodule_search_locations=None):
    """A spec for a module at a file location (a source file by default)."""
    if location is None:
        location = '<unknown>'
    if loader is None:
        if not str(location).endswith('.py'):
            return None
        loader = SourceFileLoader(name, location)
    spec = ModuleSpec(name, loader, origin=location)
    spec.has_location = True
    if submodule_search_locations is not None:
        spec.submodule_search_locations = list(submodule_search_locations)
    elif hasattr(loader, 'is_package') and loader.is_package(name):
        spec.submodule_search_locations = [location.rpartition('/')[0]]
    return spec
