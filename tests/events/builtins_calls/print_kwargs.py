# print with keyword arguments.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print("a", "b", sep="-", end="!\n")
print()
_logtool.stop()
