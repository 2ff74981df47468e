# sys.stdlib_module_names is a frozenset of str naming CPython's standard
# modules; sys.builtin_module_names a tuple of str.
import sys
names = sys.stdlib_module_names
print(type(names).__name__, all(type(n) is str for n in names), len(names) > 250)
for n in ["os", "sys", "json", "re", "collections", "asyncio", "_io", "builtins", "tkinter", "numpy", "requests", "taipan"]:
    print(n, n in names)
print(sorted(n for n in names if n.startswith("xml")))
print(sorted(n for n in names if n.startswith("ur")))
b = sys.builtin_module_names
print(type(b).__name__, "sys" in b, "builtins" in b, list(b) == sorted(b), all(type(n) is str for n in b))
print("sys" in sys.modules, sys.modules["sys"] is sys, "builtins" in sys.modules)
