# LEFT/RIGHT and LINE at once, from two tools, where a branch instruction is
# the first of its line and so carries a LINE marker above its twin: a
# comprehension written over several lines (its FOR_ITER and its `if` test
# start their lines), beside plain for and while loops. The LINE tool logs
# every line (never disabling); the direction tool logs each direction once.
import sys
sys.path.insert(0, "..")
import _lrtool

M = sys.monitoring
E = M.events
lines = []


def loops(n):
    total = 0
    for i in range(n):
        total += i
    while n:
        n -= 1
    return total + sum([
        x
        for x in range(4)
        if x > 1
    ])


def on_line(code, line):
    if code is loops.__code__:
        lines.append(line - loops.__code__.co_firstlineno)


directions = _lrtool.Tool(M.COVERAGE_ID, "D: ", collect=True)
M.use_tool_id(M.DEBUGGER_ID, "lines")
M.register_callback(M.DEBUGGER_ID, E.LINE, on_line)
M.set_events(M.DEBUGGER_ID, E.LINE)
directions.start("LEFT", "RIGHT", disable=("LEFT", "RIGHT"))
print(loops(3))
print(loops(2))
directions.stop()
M.set_events(M.DEBUGGER_ID, 0)
M.register_callback(M.DEBUGGER_ID, E.LINE, None)
M.free_tool_id(M.DEBUGGER_ID)
directions.print_lines("LEFT/RIGHT tool")
print("lines", lines)
