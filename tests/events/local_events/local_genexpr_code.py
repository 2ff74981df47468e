# Local events on a generator's code, resumed from a for loop in unwatched code.
import sys
sys.path.insert(0, "..")
import _logtool

def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1

_logtool.start_local(gen, events=_logtool.names_to_events("LINE", "PY_RESUME"))
for v in gen(2):
    print(v)
_logtool.stop()
