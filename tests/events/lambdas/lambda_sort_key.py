# Lambdas as a sort key.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print(sorted([(1, "b"), (0, "a")], key=lambda p: p[1]))
_logtool.stop()
