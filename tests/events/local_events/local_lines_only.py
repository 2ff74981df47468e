# Only LINE, locally, on a loop-bearing function.
import sys
sys.path.insert(0, "..")
import _logtool

def f(n):
    t = 0
    for i in range(n):
        t += i
    return t

_logtool.start_local(f, events=_logtool.names_to_events("LINE"))
print(f(3))
_logtool.stop()
