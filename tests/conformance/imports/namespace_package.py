# A directory without __init__.py is a namespace package.
import sys
HERE = __file__.rpartition('/')[0]
sys.path.insert(0, HERE + '/_ns_portion')
import nspkg.part
print(nspkg.part.part, nspkg.__name__)
print([p.replace(HERE, 'HERE') for p in nspkg.__path__])
print(getattr(nspkg, '__file__', 'no file'), nspkg.__spec__.origin)
print(nspkg.__spec__.submodule_search_locations is not None, nspkg.__spec__.has_location)
from nspkg import part
print(part is nspkg.part)
