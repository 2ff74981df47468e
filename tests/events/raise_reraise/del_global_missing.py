# del of a missing global: NameError.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    del undefined_name
except NameError:
    print("name")
_logtool.stop()
