# ImportError's msg, name, path and name_from attributes.
e = ImportError('message', name='mod', path='/p')
print(e, e.msg, e.name, e.path, e.name_from, e.args)
e = ModuleNotFoundError('nope')
print(e.name, e.path, e.msg)
try:
    from _plain import missing
except ImportError as error:
    print(error.msg.startswith("cannot import name 'missing'"), error.name, error.name_from)
    print(error.path.endswith('_plain.py'))
try:
    import _missing_for_attrs
except ImportError as error:
    print(error.msg, error.name, error.path)
