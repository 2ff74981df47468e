# A script has no parent package: relative imports fail.
print(__package__, __spec__)
try:
    from . import anything
except ImportError as e:
    print(type(e).__name__, e, e.name)
try:
    from .sibling import name
except ImportError as e:
    print(type(e).__name__, e)
try:
    from .. import up
except ImportError as e:
    print(type(e).__name__, e)
try:
    __import__('x', {}, None, ['y'], 1)
except KeyError as e:
    print(type(e).__name__, e)
try:
    __import__('x', {'__name__': 'top'}, None, ['y'], 1)
except ImportError as e:
    print(type(e).__name__, e)
try:
    __import__('x', {'__package__': 5}, None, ['y'], 1)
except TypeError as e:
    print(type(e).__name__, e)
