# Nested function qualnames (outer.<locals>.inner) in the log.
import sys
sys.path.insert(0, "..")
import _logtool

def outer(x):
    def middle(y):
        def inner(z):
            return x + y + z
        return inner
    return middle

_logtool.start_all()
print(outer(1)(2)(3))
_logtool.stop()
