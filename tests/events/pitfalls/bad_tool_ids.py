# set_events/get_events/use_tool_id/get_tool with tool ids out of range.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring

for tool in (-1, 6, 42):
    for name, call in (("set_events", lambda: M.set_events(tool, 0)),
                       ("get_events", lambda: M.get_events(tool)),
                       ("use_tool_id", lambda: M.use_tool_id(tool, "x")),
                       ("get_tool", lambda: M.get_tool(tool))):
        try:
            call()
            print(name, tool, "accepted")
        except ValueError as e:
            print(name, tool, "ValueError:", e)
