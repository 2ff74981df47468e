# Helpers of the frames_jump programs: run a function under a trace
# function that assigns f_lineno at a chosen 'line' event, and report the
# outcome, the lines traced and the function's result.
#
# Lines are given relative to the function's def line (0), so the programs
# can be edited without renumbering. CPython 3.13 prints a RuntimeWarning
# when a jump leaves locals unbound (they are set to None); the warning is
# swallowed here so that stderr stays empty, as Taipan has no warnings.
import sys


class _Sink:
    def write(self, text):
        return len(text)

    def flush(self):
        pass


def assign_lineno(frame, line):
    """frame.f_lineno = line; None or the error as 'Type: message'."""
    saved = sys.stderr
    sys.stderr = _Sink()
    try:
        frame.f_lineno = line
        return None
    except Exception as error:
        return "%s: %s" % (type(error).__name__, error)
    finally:
        sys.stderr = saved


def jump_test(function, from_line, to_line, occurrence=1, event="line", args=()):
    """Runs function(*args) traced; at the `occurrence`th `event` on
    `from_line` (relative), assigns f_lineno = to_line (relative).
    Prints what happened."""
    code = function.__code__
    base = code.co_firstlineno
    seen = [0]
    log = []
    outcome = []

    def tracer(frame, what, arg):
        if frame.f_code is not code:
            return None
        rel = frame.f_lineno - base
        if what == "line":
            log.append(rel)
        if what == event and rel == from_line:
            seen[0] += 1
            if seen[0] == occurrence:
                error = assign_lineno(frame, base + to_line)
                if error is None:
                    outcome.append("jumped to %d" % (frame.f_lineno - base))
                    log.append("J")
                else:
                    outcome.append(error)
        return tracer

    sys.settrace(tracer)
    try:
        result = "returned %r" % (function(*args),)
    except Exception as error:
        result = "raised %s: %s" % (type(error).__name__, error)
    finally:
        sys.settrace(None)
    print("%s %d->%d: %s; %s; lines %s" % (
        function.__name__, from_line, to_line,
        outcome[0] if outcome else "not reached", result, log))
