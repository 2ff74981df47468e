# sys.argv, and the other attributes of the minimal sys module.

import sys

print(type(sys.argv).__name__, len(sys.argv))
print(sys.argv[0].replace("\\", "/").endswith("sysmodule/argv_and_attributes.py"))
print(sys.argv[1:])
print(sys.version_info[:2], sys.version_info.major, sys.version_info.minor,
      type(sys.version_info.micro).__name__)
print(sys.version_info >= (3, 13), sys.version_info < (4,), len(sys.version_info))
print(type(sys.implementation.name).__name__,
      sys.implementation.name == sys.implementation.name.lower())
print(sys.getrecursionlimit())
print(type(sys.path).__name__, all(isinstance(p, str) for p in sys.path))
print("sys" in sys.modules, "builtins" in sys.modules, "__main__" in sys.modules)
print(sys.modules["__main__"].__name__, sys.modules["sys"] is sys, type(sys.modules).__name__)
print(sys.modules["builtins"].len is len, sys.modules["__main__"].__dict__ is globals())
print(callable(sys.exit), callable(sys.stdout.write), callable(sys.stderr.write))
print(hasattr(sys.stdout, "flush"), sys.stdout is not sys.stderr)

# The main module's globals
print(__name__, sys.modules[__name__] is sys.modules["__main__"])
main = sys.modules["__main__"]
main.added_later = "via module attribute"
print(added_later)
