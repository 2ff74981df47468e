# A finder of our own on sys.meta_path that makes modules out of thin air.
import sys
import importlib.util
from importlib.machinery import ModuleSpec

class Loader:
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        module.made_by = 'Loader'
        module.spec_name = module.__spec__.name

class Finder:
    def find_spec(self, fullname, path=None, target=None):
        if fullname.startswith('virtual_'):
            return ModuleSpec(fullname, Loader(), origin='virtual')
        return None

sys.meta_path.insert(0, Finder())
import virtual_one
print(virtual_one.made_by, virtual_one.spec_name, virtual_one.__spec__.origin)
print(virtual_one.__name__, type(virtual_one.__loader__).__name__)
from virtual_two import made_by
print(made_by)
import _plain
print(_plain.value)
print(importlib.util.find_spec('virtual_three').origin)
print(importlib.util.find_spec('_no_such_mod_here'))
sys.meta_path.pop(0)
try:
    import virtual_four
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
