# Events turned on at the bottom of a recursion: returns into older frames fire PY_RETURN and LINE.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def down(n):
    if n == 0:
        _logtool.start_events("PY_RETURN", "LINE")
        return 0
    r = down(n - 1)
    return r + 1

print(down(3))
_logtool.stop()
