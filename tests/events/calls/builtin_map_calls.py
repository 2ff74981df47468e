# map() calls a Python function from C code: PY_START without a CALL event in Python code.
import sys
sys.path.insert(0, "..")
import _logtool

def neg(x):
    return -x

_logtool.start_all()
r = list(map(neg, [1, 2]))
print(r)
_logtool.stop()
