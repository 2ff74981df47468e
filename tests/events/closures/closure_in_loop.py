# Closures created in a loop, called afterwards.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
fs = []
for i in range(2):
    def f(i=i):
        return i
    fs.append(f)
print([g() for g in fs])
_logtool.stop()
