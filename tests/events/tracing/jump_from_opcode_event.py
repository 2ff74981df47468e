# With f_trace_opcodes on, a jump from an opcode event is refused like one
# from any event but line; the opcode events are printed once per run of the
# same line (their number depends on the instructions).
import sys
sys.path.insert(0, "..")
import _tracetool

state = {"done": False, "last": None}


def f():
    a = 1
    b = 2
    return a + b


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    frame.f_trace_opcodes = True
    if event == "opcode":
        if state["last"] == frame.f_lineno:
            return trace
        state["last"] = frame.f_lineno
    else:
        state["last"] = None
    print(_tracetool.describe(frame, event, arg))
    if event == "opcode" and frame.f_lineno == f.__code__.co_firstlineno + 2 and not state["done"]:
        state["done"] = True
        try:
            frame.f_lineno = f.__code__.co_firstlineno + 1
        except ValueError as error:
            print("refused:", error)
    return trace


print(_tracetool.traced(f, trace=trace))
