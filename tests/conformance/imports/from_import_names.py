# from-import of names, with and without "as".
from _plain import value, double as dbl, Thing
from _plain import (value as v2,
                    _hidden)
print(value, dbl(4), Thing(), v2, _hidden)
import sys
print('_plain' in sys.modules, 'double' in globals(), 'dbl' in globals())
