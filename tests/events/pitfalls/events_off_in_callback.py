# A callback turning all its events off: no later event is delivered.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
log = []

def on_line(code, line):
    log.append(line - first)
    if len(log) == 2:
        M.set_events(T, 0)

first = 0
M.use_tool_id(T, "off")
M.register_callback(T, E.LINE, on_line)
M.set_events(T, E.LINE)
a = 1
b = 2
c = 3
M.register_callback(T, E.LINE, None)
M.free_tool_id(T)
print(len(log), M.get_events(T))
