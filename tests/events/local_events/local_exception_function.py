# Local events on a function that catches an exception (RAISE is not local, so only lines show it).
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        {}["k"]
    except KeyError:
        return "caught"

_logtool.start_local(f)
print(f())
_logtool.stop()
