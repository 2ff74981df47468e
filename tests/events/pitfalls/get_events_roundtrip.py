# get_events returns exactly what set_events stored, events bits combine.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.OPTIMIZER_ID

M.use_tool_id(T, "rt")
for events in (0, E.LINE, E.LINE | E.JUMP, E.CALL | E.C_RETURN | E.C_RAISE, E.PY_START):
    M.set_events(T, events)
    print(events, M.get_events(T))
M.set_events(T, 0)
M.free_tool_id(T)
