# Events enabled from inside the loop body while the loop's generator is suspended.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    for i in range(3):
        yield i

for v in gen():
    if v == 1:
        _logtool.start_all()
    print(v)
_logtool.stop()
