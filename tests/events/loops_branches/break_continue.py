# break and continue inside one loop.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i in range(5):
    if i == 1:
        continue
    if i == 3:
        break
    print(i)
_logtool.stop()
