# Calls through *args and **kwargs unpacking (CALL_FUNCTION_EX) still fire CALL.
import sys
sys.path.insert(0, "..")
import _logtool

def f(*args, **kwargs):
    return len(args) + len(kwargs)

_logtool.start_all()
t = (1, 2)
d = {"x": 3}
f(*t)
f(**d)
f(*t, **d)
_logtool.stop()
