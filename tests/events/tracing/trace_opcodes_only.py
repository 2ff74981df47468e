# f_trace_opcodes on and f_trace_lines switched off at the first line event:
# after that line only opcode events (printed once per run of the same line)
# and the return; the frame it calls keeps the defaults. (f_trace_opcodes is
# set at the line event too: see README, CPython oddities.)
import sys
sys.path.insert(0, "..")
import _tracetool

state = {"last": None}


def g():
    return 2


def f():
    a = 1
    b = g()
    return a + b


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event == "call" and frame.f_code is f.__code__:
        frame.f_trace_opcodes = True
    if event == "line" and frame.f_code is f.__code__:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
    if event == "opcode":
        if state["last"] == (frame.f_code.co_name, frame.f_lineno):
            return trace
        state["last"] = (frame.f_code.co_name, frame.f_lineno)
    else:
        state["last"] = None
    print(_tracetool.describe(frame, event, arg))
    return trace


print(_tracetool.traced(f, trace=trace))
