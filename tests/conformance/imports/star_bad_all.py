# A name in __all__ that does not exist, and a non-str item in __all__.
try:
    from _bad_all import *
except AttributeError as e:
    print(type(e).__name__, e)
print('exists' in globals())
try:
    from _nonstr_all import *
except TypeError as e:
    print(type(e).__name__, e)
print('ok' in globals())
