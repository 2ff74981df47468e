# Two tools at once: one logs BRANCH on every pass, the other logs LEFT and
# RIGHT and disables them; the first keeps receiving BRANCH at the sites the
# second disabled. Then two tools both on LEFT/RIGHT, only one disabling.
# Each tool keeps its own list (the order between tools is not the point).
import sys
sys.path.insert(0, "..")
import _lrtool

M = sys.monitoring


def loop(n):
    s = 0
    for i in range(n):
        if i > 1:
            s += i
    return s


branches = _lrtool.Tool(M.DEBUGGER_ID, "B: ", collect=True)
directions = _lrtool.Tool(M.COVERAGE_ID, "D: ", collect=True)
branches.start("BRANCH")
directions.start("LEFT", "RIGHT", disable=("LEFT", "RIGHT"))
print(loop(4))
print(loop(2))
directions.stop()
branches.stop()
branches.print_lines("BRANCH tool")
directions.print_lines("LEFT/RIGHT tool")

keeper = _lrtool.Tool(M.PROFILER_ID, "K: ", collect=True)
dropper = _lrtool.Tool(M.OPTIMIZER_ID, "X: ", collect=True)
keeper.start()
dropper.start(disable=("LEFT", "RIGHT"))
print(loop(3))
print(loop(3))
dropper.stop()
keeper.stop()
keeper.print_lines("keeping tool")
dropper.print_lines("disabling tool")
