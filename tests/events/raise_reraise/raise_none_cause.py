# raise ... from None.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError from None
except ValueError as e:
    print(e.__suppress_context__)
_logtool.stop()
