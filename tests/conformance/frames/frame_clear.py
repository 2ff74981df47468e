# frame.clear(): refused for running and suspended frames, allowed for
# finished ones (their variables go, the rest of the frame stays) and for
# a generator that has not started (which it closes).
import sys


def attempt(frame):
    try:
        result = frame.clear()
        return "cleared, returned %r" % (result,)
    except RuntimeError as e:
        return "RuntimeError: %s" % e


def running():
    here = sys._getframe()
    print("own frame:", attempt(here))
    print("caller's frame:", attempt(here.f_back))


def outer_running():
    running()


outer_running()


def finished():
    a = [1, 2]
    b = "text"
    frame = sys._getframe()
    frame.f_locals["extra"] = "x"
    frame.f_trace = print
    frame.f_trace_lines = False
    return frame


fr = finished()
print(sorted(fr.f_locals), fr.f_trace is print)
print(attempt(fr))
print(dict(fr.f_locals), fr.f_trace, fr.f_trace_lines, fr.f_trace_opcodes)
print(fr.f_code.co_name, fr.f_lineno - finished.__code__.co_firstlineno, fr.f_back is sys._getframe())
print("again:", attempt(fr))
try:
    fr.clear(1)
except TypeError as e:
    print("argument:", e)


def gen():
    value = yield "first"
    yield value


g = gen()
next(g)
print("suspended:", attempt(g.gi_frame), g.gi_suspended)
print(g.send("resumed"))


def self_clearing():
    yield attempt(g2.gi_frame)


g2 = self_clearing()
print("running generator:", next(g2))

g3 = gen()
frame3 = g3.gi_frame
print("not started:", attempt(frame3))
print(g3.gi_frame, g3.gi_suspended, list(g3))

g4 = gen()
next(g4)
frame4 = g4.gi_frame
g4.close()
print("closed generator:", attempt(frame4), dict(frame4.f_locals))


# A traceback keeps the frames of a finished call alive; clearing one of
# them drops the variables but keeps the traceback readable.
def fails():
    secret = "kept alive"
    raise ValueError("boom")


try:
    fails()
except ValueError as e:
    tb = e.__traceback__
inner_frame = tb.tb_next.tb_frame
print(dict(inner_frame.f_locals))
print(attempt(inner_frame))
print(dict(inner_frame.f_locals), tb.tb_next.tb_lineno - fails.__code__.co_firstlineno)
