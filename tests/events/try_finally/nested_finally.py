# Two nested finally blocks on the exception path.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        try:
            raise IndexError
        finally:
            print("inner")
    finally:
        print("outer")

_logtool.start_all()
try:
    f()
except IndexError:
    print("caught")
_logtool.stop()
