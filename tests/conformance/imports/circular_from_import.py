# A circular from-import of a name not yet defined fails with CPython's message.
import sys
HERE = __file__.rpartition('/')[0]
try:
    import _circ_from_a
except ImportError as e:
    print(type(e).__name__, str(e).replace(HERE, 'HERE'))
    print(e.name, e.name_from)
print('_circ_from_a' in sys.modules, '_circ_from_b' in sys.modules)
