# A for loop whose body never runs.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for x in []:
    print(x)
print("after")
_logtool.stop()
