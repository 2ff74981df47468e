# try/except/finally all together, handled exception.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    int("x")
except ValueError:
    print("bad int")
finally:
    print("fin")
_logtool.stop()
