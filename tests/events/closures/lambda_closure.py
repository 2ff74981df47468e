# A lambda closing over a parameter.
import sys
sys.path.insert(0, "..")
import _logtool

def adder(n):
    return lambda x: x + n

_logtool.start_all()
add2 = adder(2)
print(add2(5))
_logtool.stop()
