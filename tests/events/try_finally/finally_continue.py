# continue through a finally.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i in range(2):
    try:
        continue
    finally:
        print("fin", i)
_logtool.stop()
