# DISABLE returned from BRANCH_LEFT disables LEFT at that site for that tool
# only: the loop's branches go left many times before going right once, and
# RIGHT still fires at each site after its LEFT was disabled. Then the same
# with BRANCH logged too: BRANCH keeps firing on every pass.
import sys
sys.path.insert(0, "..")
import _lrtool


def spin(n):
    i = 0
    while i < n:
        i = i + 1
    print("spun", n)
    return i


def scan(items):
    hits = 0
    for x in items:
        if x > 5:
            hits += 1
    return hits


tool = _lrtool.Tool()
tool.start("LEFT", "RIGHT", disable=("LEFT",))
print(spin(50))
print(scan(range(8)))
print(spin(3))
print("counts", tool.counts)
tool.stop()

# Another tool id: a DISABLE mark of a freed tool stays on code not run since
# (CPython 3.13 keeps it too), so reusing the id would inherit it.
tool = _lrtool.Tool(sys.monitoring.PROFILER_ID)
tool.start("BRANCH", "LEFT", "RIGHT", disable=("LEFT",))
print(spin(4))
print("counts", tool.counts)
tool.stop()
