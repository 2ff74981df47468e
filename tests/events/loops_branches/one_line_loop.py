# A loop whose header and body are on one line.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i in range(3): pass
print("end")
_logtool.stop()
