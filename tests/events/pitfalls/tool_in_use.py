# use_tool_id on a taken id, set_events on a free id, get_tool and free_tool_id.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring

M.use_tool_id(M.DEBUGGER_ID, "first")
try:
    M.use_tool_id(M.DEBUGGER_ID, "second")
except ValueError as e:
    print("ValueError:", e)
print(M.get_tool(M.DEBUGGER_ID))
try:
    M.set_events(M.OPTIMIZER_ID, M.events.LINE)
except ValueError as e:
    print("ValueError:", e)
try:
    M.use_tool_id(M.COVERAGE_ID, 17)
except ValueError as e:
    print("ValueError:", e)
M.free_tool_id(M.DEBUGGER_ID)
print(M.get_tool(M.DEBUGGER_ID))
M.free_tool_id(M.DEBUGGER_ID)
print("second free accepted")
M.use_tool_id(M.DEBUGGER_ID, "again")
print(M.get_tool(M.DEBUGGER_ID))
M.free_tool_id(M.DEBUGGER_ID)
