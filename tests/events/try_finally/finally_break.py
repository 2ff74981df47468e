# break out of a loop through a finally.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i in range(3):
    try:
        if i == 1:
            break
    finally:
        print("fin", i)
_logtool.stop()
