# if False / if 0 blocks are compiled away.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE")
if False:
    print("never")
x = 1
if 0:
    x = 2
print(x)
_logtool.stop()
