# A lambda returning a lambda.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
f = lambda x: lambda y: x + y
print(f(1)(2))
_logtool.stop()
