# f_trace_opcodes: opcode events, printed once per run of the same line
# (their number depends on the instructions), in a function with a loop and
# an exception handler (the handler's first instruction has no line: None).
import sys
sys.path.insert(0, "..")
import _tracetool

state = {"last": None}


def f(x):
    try:
        y = 1 // x
    except ZeroDivisionError:
        y = 0
    for i in range(2):
        y += i
    return y


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    frame.f_trace_opcodes = True
    if event == "opcode":
        if state["last"] == ("opcode", frame.f_lineno):
            return trace
        state["last"] = ("opcode", frame.f_lineno)
    else:
        state["last"] = None
    print(_tracetool.describe(frame, event, arg))
    return trace


print(_tracetool.traced(f, 0, trace=trace))
