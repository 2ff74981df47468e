# set_local_events with BRANCH_LEFT only on one function: its LEFTs are
# logged, its RIGHTs and every other function's branches are not; then
# RIGHT only on another function; then both turned off.
import sys
sys.path.insert(0, "..")
import _lrtool


def f(n):
    t = 0
    for i in range(n):
        if i:
            t += i
    return t


def g(n):
    return [i for i in range(n) if i > 1]


tool = _lrtool.Tool()
tool.start("LEFT", local=[f])
print(f(3), g(3))
tool.stop()

tool = _lrtool.Tool()
tool.start("RIGHT", local=[g])
print(f(3), g(4))
tool.stop()
print(f(2), g(2))
