# A failing assert raises AssertionError.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    assert 1 > 2, "no"
except AssertionError as e:
    print(e)
_logtool.stop()
