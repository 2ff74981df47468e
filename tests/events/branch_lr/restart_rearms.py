# restart_events() re-arms the LEFT and RIGHT sites a tool disabled, on code
# that is on no stack and in a frame that is running.
import sys
sys.path.insert(0, "..")
import _lrtool


def f(n):
    hits = 0
    for i in range(n):
        if i % 2:
            hits += 1
    return hits


def long_runner():
    total = 0
    for i in range(6):
        if i == 3:
            print("restart inside the loop")
            _lrtool.restart()
        total += i
    return total


tool = _lrtool.Tool()
tool.start(disable=("LEFT", "RIGHT"))
print(f(3))
print(f(3))
print("restart")
_lrtool.restart()
print(f(2))
print(f(2))
print(long_runner())
print("counts", tool.counts)
tool.stop()
