# from m import * without __all__ skips names starting with an underscore.
from _plain import *
print(value, double(3), Thing())
print('_hidden' in globals(), '__dunder_like__' in globals())
print(sorted(k for k in globals() if not k.startswith('__')))
