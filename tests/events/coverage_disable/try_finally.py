# Coverage of try/finally run on both paths.
import sys
sys.path.insert(0, "..")
import _logtool

def f(v):
    try:
        if v:
            raise ValueError
    finally:
        pass

_logtool.start_coverage()
f(0)
try:
    f(1)
except ValueError:
    pass
_logtool.stop()
