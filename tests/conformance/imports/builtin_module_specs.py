# Built-in modules have specs too.
import sys, gc, builtins
print(repr(sys), repr(builtins))
for module in (sys, gc, builtins):
    spec = module.__spec__
    print(spec.name, spec.origin, spec.parent == '', spec.has_location,
          spec.submodule_search_locations, module.__loader__.__name__)
print(hasattr(sys, '__file__'), hasattr(gc, '__file__'))
import importlib.util
print(importlib.util.find_spec('gc').origin, importlib.util.find_spec('sys') is sys.__spec__)
