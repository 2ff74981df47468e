# Entries put into sys.modules by hand, None entries, and deletion.
import sys
class Fake:
    marker = 'fake module'
sys.modules['_fake_entry'] = Fake()
import _fake_entry
print(_fake_entry.marker)
from _fake_entry import marker
print(marker)
sys.modules['_blocked_entry'] = None
try:
    import _blocked_entry
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
import _plain
first = _plain
del sys.modules['_plain']
import _plain
print(first is _plain, first.value == _plain.value)
