# A module that replaces itself in sys.modules: import gives the replacement.
import sys
import _replace_self
print(_replace_self, _replace_self.kind)
from _replace_self import kind
print(kind)
print(sys.modules['_replace_self'] is _replace_self)
