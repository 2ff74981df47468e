# Calling builtin types (int, str, list, dict).
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
a = int("5")
b = str(5)
c = list((1,))
d = dict(a=1)
print(a, b, c, d)
_logtool.stop()
