# get_tool returns each tool's name; after free_tool_id it returns None.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring

d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
p = _logtool.Tool(M.OPTIMIZER_ID, "O: ", "optimizer")
d.start_all(0)
p.start_all(0)
print(M.get_tool(M.DEBUGGER_ID), M.get_tool(M.OPTIMIZER_ID), M.get_tool(M.COVERAGE_ID))
d.stop()
p.stop()
print(M.get_tool(M.DEBUGGER_ID), M.get_tool(M.OPTIMIZER_ID))
