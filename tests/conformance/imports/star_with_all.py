# from m import * with __all__ imports exactly the listed names.
from _with_all import *
print(public, _exported_private)
print('not_listed' in globals())
print(sorted(k for k in globals() if not k.startswith('__')))
