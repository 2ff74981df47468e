# sys.path[0] is the script's directory; the import system's sys lists exist.
import sys
HERE = __file__.rpartition('/')[0]
print(sys.path[0] == HERE)
print(type(sys.meta_path).__name__, type(sys.path_hooks).__name__,
      type(sys.path_importer_cache).__name__)
print(all(hasattr(finder, 'find_spec') for finder in sys.meta_path))
sys.path.insert(0, HERE + '/_ns_portion/nspkg')
import part
print(part.part, part.__name__)
sys.path.remove(HERE + '/_ns_portion/nspkg')
