# Raising a class (instantiated by the VM) and an instance.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for exc in (ValueError, ValueError("v")):
    try:
        raise exc
    except ValueError:
        pass
_logtool.stop()
