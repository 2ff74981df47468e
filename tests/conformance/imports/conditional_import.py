# The try/except ImportError fallback idiom.
try:
    import _not_available_abc as impl
except ImportError:
    import _plain as impl
print(impl.__name__)
try:
    from _plain import not_there as thing
except ImportError:
    thing = 'fallback'
print(thing)
import importlib.util
print(importlib.util.find_spec('_not_available_abc') is None)
print(importlib.util.find_spec('_plain').name)
