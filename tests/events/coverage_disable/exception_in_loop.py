# Coverage of a loop that raises and handles every other time.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
for i in range(4):
    try:
        if i % 2:
            raise KeyError
    except KeyError:
        pass
_logtool.stop()
