# DISABLE returned from BRANCH_RIGHT keeps LEFT at the site; with both
# disabled, BRANCH (wanted by the same tool) still fires at every pass.
import sys
sys.path.insert(0, "..")
import _lrtool


def pick(flags):
    taken = 0
    for flag in flags:
        if flag:
            taken += 1
    return taken


tool = _lrtool.Tool()
tool.start("LEFT", "RIGHT", disable=("RIGHT",))
print(pick([0, 0, 1, 1, 0]))
print(pick([1, 0]))
print("counts", tool.counts)
tool.stop()

# Another tool id: a DISABLE mark of a freed tool stays on code not run since
# (CPython 3.13 keeps it too), so reusing the id would inherit it.
tool = _lrtool.Tool(sys.monitoring.PROFILER_ID)
tool.start("BRANCH", "LEFT", "RIGHT", disable=("LEFT", "RIGHT"))
print(pick([0, 1, 1]))
print("counts", tool.counts)
tool.stop()
