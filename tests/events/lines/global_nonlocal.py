# global and nonlocal declarations produce no code of their own.
import sys
sys.path.insert(0, "..")
import _logtool

counter = 0

def bump():
    global counter
    counter += 1

def outer():
    v = 0
    def inner():
        nonlocal v
        v += 1
    inner()
    return v

_logtool.start_events("LINE")
bump()
print(outer(), counter)
_logtool.stop()
