# Coverage-style DISABLE on PY_START and CALL: each site reported once.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def f():
    return len("a")

tool = _logtool.Tool()
tool.disable = E.PY_START | E.CALL
tool.start_all(E.PY_START | E.CALL)
for _ in range(3):
    f()
tool.stop()
