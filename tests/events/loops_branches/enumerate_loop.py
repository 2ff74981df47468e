# A for loop over enumerate() (a C iterator).
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i, c in enumerate("ab"):
    print(i, c)
_logtool.stop()
