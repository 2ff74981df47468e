# ModuleNotFoundError and ImportError messages and attributes.
HERE = __file__.rpartition('/')[0]
try:
    import _missing_module_abc
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name, e.path)
try:
    import _missing_pkg_abc.sub
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    import _plain.sub
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    import _pkg_basic.nothing
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from _pkg_basic import nothing
except ImportError as e:
    print(type(e).__name__, str(e).replace(HERE, 'HERE'), e.name, e.name_from)
try:
    from _plain import nothing
except ImportError as e:
    print(type(e).__name__, str(e).replace(HERE, 'HERE'), e.path.replace(HERE, 'HERE'))
print(issubclass(ModuleNotFoundError, ImportError))
