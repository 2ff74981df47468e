# while/else.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
i = 0
while i < 2:
    i += 1
else:
    print("else", i)
_logtool.stop()
