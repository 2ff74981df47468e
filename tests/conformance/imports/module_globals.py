# What an imported module's globals hold.
import _dunders
print(sorted(_dunders.keys))
print(_dunders.builtins_is_dict)
print(type(__builtins__).__name__)
print(_dunders.__spec__.loader is _dunders.__loader__)
