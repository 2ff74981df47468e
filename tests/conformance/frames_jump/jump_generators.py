# Jumps in generator frames: at 'line' events as in functions, at the
# 'return' event of a yield and the 'call' event of a resumption (allowed
# by CPython 3.13), but not at the first 'call'.
import sys
from _jumptools import assign_lineno

def gen():
    yield "first"
    yield "second"
    yield "third"
    yield "fourth"


def run(event, at_line, to_line, occurrence=1):
    code = gen.__code__
    start = code.co_firstlineno
    seen = [0]
    outcome = []

    def tracer(frame, what, arg):
        if frame.f_code is not code:
            return None
        if what == event and frame.f_lineno - start == at_line:
            seen[0] += 1
            if seen[0] == occurrence:
                error = assign_lineno(frame, start + to_line)
                outcome.append(error or "jumped to %d" % (frame.f_lineno - start))
        return tracer

    sys.settrace(tracer)
    try:
        values = list(gen())
    finally:
        sys.settrace(None)
    print(event, at_line, "->", to_line, ":", outcome, values)


run("line", 2, 4)
run("line", 3, 1)
run("line", 1, 3)
run("call", 0, 2)
run("return", 1, 3)
run("call", 1, 3)


def catching():
    try:
        raise KeyError("k")
    except KeyError:
        pass
    yield "after"


def run_exception():
    code = catching.__code__
    start = code.co_firstlineno
    outcome = []

    def tracer(frame, what, arg):
        if frame.f_code is code and what == "exception":
            outcome.append(assign_lineno(frame, start + 5))
        return tracer

    sys.settrace(tracer)
    try:
        values = list(catching())
    finally:
        sys.settrace(None)
    print("exception:", outcome, values)


run_exception()
