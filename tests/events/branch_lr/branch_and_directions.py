# One tool wanting BRANCH, BRANCH_LEFT and BRANCH_RIGHT at once: both fire
# at every branch, BRANCH first, with the same source and destination.
import sys
sys.path.insert(0, "..")
import _lrtool


def run(items):
    out = 0
    for x in items:
        if x is None:
            continue
        out += x
    return out


_lrtool.start("BRANCH", "LEFT", "RIGHT")
print(run([1, None, 2]))
_lrtool.stop()
