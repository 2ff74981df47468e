# set_events and set_local_events with event sets CPython refuses. Bits 17
# and 18 are refused by CPython 3.13 but are Taipan's BRANCH_LEFT and
# BRANCH_RIGHT (3.14's events, an extension: docs/monitoring.md §9), so the
# unknown bits tried start at 19.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID

def f():
    pass

M.use_tool_id(T, "checker")
for events in (1 << 19, 1 << 25, E.C_RETURN, E.C_RAISE, E.C_RETURN | E.CALL):
    try:
        M.set_events(T, events)
        print(hex(events), "accepted")
    except ValueError as e:
        print(hex(events), "ValueError:", e)
for name in ("RAISE", "PY_UNWIND", "EXCEPTION_HANDLED", "RERAISE", "PY_THROW", "C_RETURN"):
    try:
        M.set_local_events(T, f.__code__, getattr(E, name))
        print(name, "accepted locally")
    except ValueError as e:
        print(name, "ValueError:", e)
# set_local_events checks C_RETURN/C_RAISE first and reports an unknown set
# without them; set_events checks the bits first and reports them all.
for events in (-1, -2, E.C_RETURN | E.C_RAISE | E.RAISE, E.C_RETURN | E.C_RAISE | (1 << 20),
               E.C_RETURN | E.C_RAISE | E.CALL, E.CALL | E.C_RETURN):
    for where in ("local", "global"):
        try:
            if where == "local":
                M.set_local_events(T, f.__code__, events)
            else:
                M.set_events(T, events)
            print(where, hex(events), "accepted:", hex(M.get_local_events(T, f.__code__)),
                  hex(M.get_events(T)))
        except ValueError as e:
            print(where, hex(events), "ValueError:", e)
        M.set_local_events(T, f.__code__, 0)
        M.set_events(T, 0)
M.set_events(T, 0)
M.set_local_events(T, f.__code__, 0)
M.free_tool_id(T)
