# A lambda with a conditional expression (BRANCH on the lambda's line).
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
f = lambda v: "yes" if v else "no"
print(f(1), f(0))
_logtool.stop()
