# f_trace, f_trace_lines and f_trace_opcodes without a trace function set:
# their defaults, what each accepts, and deletion.
import sys


def show(fr):
    return fr.f_trace, fr.f_trace_lines, fr.f_trace_opcodes


def probe():
    fr = sys._getframe()
    print("defaults:", show(fr))
    for value in [True, False, 1, 0, "yes", None, 2.0, []]:
        for name in ("f_trace_lines", "f_trace_opcodes"):
            try:
                setattr(fr, name, value)
                print(name, repr(value), "->", getattr(fr, name))
            except TypeError as e:
                print(name, repr(value), "TypeError:", e)
    fr.f_trace_lines = True
    fr.f_trace_opcodes = False
    try:
        del fr.f_trace_lines
    except TypeError as e:
        print("del f_trace_lines:", e)

    # f_trace takes anything; None and deletion clear it.
    def tracer(frame, event, arg):
        return tracer

    for value in [tracer, print, 42, "text", None]:
        fr.f_trace = value
        current = fr.f_trace
        print("f_trace =", getattr(current, "__name__", current))
    fr.f_trace = tracer
    del fr.f_trace
    print("after del:", fr.f_trace)
    del fr.f_trace
    print("del again:", fr.f_trace)
    # Setting them does not start tracing.
    fr.f_trace = tracer
    print("still untraced:", sys.gettrace())
    fr.f_trace = None
    return fr


fr = probe()
# The settings stay on the frame object after the frame finished.
fr.f_trace_lines = False
print("dead frame:", show(fr))
