# A generator seen from the tracer: gi_running is True while its frame
# reports events, gi_frame is the traced frame, gi_suspended is False; after
# it finishes, gi_frame is None.
import sys
sys.path.insert(0, "..")
import _tracetool

state = {}


def gen():
    yield 1
    yield 2


def trace(frame, event, arg):
    g = state.get("gen")
    if g is not None and frame.f_code is gen.__code__:
        print(event, frame.f_lineno, "running", g.gi_running, "suspended", g.gi_suspended,
              "same frame", g.gi_frame is frame)
        return trace
    return None


g = gen()
state["gen"] = g
print(g.gi_running, g.gi_suspended, g.gi_frame.f_lineno)
sys.settrace(trace)
print(list(g))
sys.settrace(None)
print(g.gi_running, g.gi_suspended, g.gi_frame)
