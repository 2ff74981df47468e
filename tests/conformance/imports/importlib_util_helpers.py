# importlib.util: resolve_name, module_from_spec, spec_from_file_location.
import sys
import importlib.util
HERE = __file__.rpartition('/')[0]
print(importlib.util.resolve_name('.a', '_pkg_basic'), importlib.util.resolve_name('..x', 'p.q'))
print(importlib.util.resolve_name('abs', None))
for args in [('.a', None), ('...a', 'p.q')]:
    try:
        importlib.util.resolve_name(*args)
    except ImportError as e:
        print(type(e).__name__, e)
spec = importlib.util.spec_from_file_location('_loaded_by_path', HERE + '/_plain.py')
print(spec.name, spec.origin.replace(HERE, 'HERE'), spec.has_location)
module = importlib.util.module_from_spec(spec)
print(module.__name__, hasattr(module, 'value'))
spec.loader.exec_module(module)
print(module.value, module.double(8), '_loaded_by_path' in sys.modules)
