# A return inside try with a finally that runs afterwards.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        return 1
    finally:
        print("finally")

_logtool.start_all()
print(f())
_logtool.stop()
