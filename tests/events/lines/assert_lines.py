# A passing assert.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE")
assert True
assert 1 + 1 == 2, "math"
print("ok")
_logtool.stop()
