# Builtin calls: CALL then C_RETURN.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
a = abs(-3)
b = max(1, 2)
c = len("abc")
print(a, b, c)
_logtool.stop()
