# Mapping patterns.
import sys
sys.path.insert(0, "..")
import _logtool

def f(d):
    match d:
        case {"k": v}:
            return v
        case {}:
            return None

_logtool.start_all()
print(f({"k": 1}), f({"z": 2}))
_logtool.stop()
