# Jumps in the module frame: the module is traced through its f_trace (bdb
# style), and one of its line events jumps forward over two lines.
import sys
sys.path.insert(0, "..")
import _tracetool

state = {"done": False}


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_code.co_name == "<module>" and not state["done"]:
        if frame.f_lineno == MARK + 2:
            state["done"] = True
            frame.f_lineno = MARK + 4
            print("jumped to", frame.f_lineno)
    return trace


x = []
MARK = sys._getframe().f_lineno
_tracetool.trace_here(trace)
x.append(1)
x.append(2)
x.append(3)
x.append(4)
_tracetool.stop_here()
print(x)
