# Helpers shared by the programs of tests/events/tracing (sys.settrace) and
# tests/events/profiling (sys.setprofile): a logging trace function, a logging
# profile function, and functions that run one call under either.
#
# A log line has the format of _logtool.py's hook modes:
#
#     EVENT QUALNAME LINE [EXTRAS]
#
# where EVENT is the event's name as the hook receives it (call, line, return,
# exception, opcode; call, return, c_call, c_return, c_exception), QUALNAME is
# frame.f_code.co_qualname and LINE is frame.f_lineno; EXTRAS are the type
# name of the value for return (NoneType when the frame is left by an
# exception), the exception's type name for exception, and the callable's
# name for the c_* events (_logtool.callable_name: "list.append", "len").
#
# Invariants this file keeps:
#   - Frames whose code belongs to this file are never logged and get no
#     local trace function, so the helpers that install and remove a hook
#     around a call leave no line in a log.
#   - Nothing printed holds an offset, an id or an address, and no frame is
#     kept once the call that saw it returns.

import sys

from _logtool import callable_name

_own_file = __file__ if "__file__" in globals() else ""


def own(frame):
    """True for the frames of this file's code."""
    return frame.f_code.co_filename == _own_file


def describe(frame, event, arg):
    """The log line of one trace or profile event."""
    text = "%s %s %s" % (event, frame.f_code.co_qualname, frame.f_lineno)
    if event == "return":
        text += " " + type(arg).__name__
    elif event == "exception":
        text += " " + arg[0].__name__
    elif event.startswith("c_"):
        text += " " + callable_name(arg)
    return text


def tracer(frame, event, arg):
    """The logging trace function: global and local at once (it returns
    itself), every event of every frame but this file's."""
    if own(frame):
        return None
    print(describe(frame, event, arg))
    return tracer


def profiler(frame, event, arg):
    """The logging profile function (its return value is ignored)."""
    if own(frame):
        return None
    print(describe(frame, event, arg))
    return None


def traced(func, *args, trace=None):
    """Calls func(*args) with `trace` (the logging tracer by default) as the
    global trace function and removes it afterwards, also when the call
    raises. Returns what the call returns."""
    sys.settrace(trace or tracer)
    try:
        return func(*args)
    finally:
        sys.settrace(None)


def profiled(func, *args, profile=None):
    """Calls func(*args) with `profile` (the logging profiler by default) as
    the profile function and removes it afterwards. Returns what the call
    returns."""
    sys.setprofile(profile or profiler)
    try:
        return func(*args)
    finally:
        sys.setprofile(None)


def trace_here(trace=None):
    """Starts tracing in the caller's frame too, the way bdb does: the trace
    function becomes the f_trace of every frame on the caller's stack, then
    the global trace function. The caller's next line is the first event."""
    trace = trace or tracer
    frame = sys._getframe(1)
    while frame is not None:
        frame.f_trace = trace
        frame = frame.f_back
    sys.settrace(trace)


def stop_here():
    """Ends what trace_here started (the f_trace of frames still running are
    cleared too)."""
    sys.settrace(None)
    frame = sys._getframe(1)
    while frame is not None:
        frame.f_trace = None
        frame = frame.f_back


def caught(error):
    """Prints a caught exception as "caught TYPE: MESSAGE"."""
    print("caught %s: %s" % (type(error).__name__, error))


def chain(frame):
    """The qualnames of a frame and its callers, innermost first, up to the
    module, joined by " < "."""
    names = []
    while frame is not None:
        names.append(frame.f_code.co_qualname)
        frame = frame.f_back
    return " < ".join(names)


def jumper(func, source, target, event="line"):
    """A logging trace function that, the first time a frame of `func`
    reports `event` on line def+`source`, sets its f_lineno to def+`target`
    (or to `target` itself when that is not an int, for the refusals of bad
    values) and prints what happened: the line the frame is then at, or the
    ValueError's message. Lines are offsets from func's def line so that a
    program's header comment can change without breaking its jumps."""
    code = func.__code__
    state = {"done": False}

    def trace(frame, event_name, arg):
        if own(frame):
            return None
        print(describe(frame, event_name, arg))
        if (not state["done"] and event_name == event and frame.f_code is code
                and frame.f_lineno == code.co_firstlineno + source):
            state["done"] = True
            line = target
            if type(target) is int:
                line = code.co_firstlineno + target
            try:
                frame.f_lineno = line
            except ValueError as error:
                print("jump to %r refused: %s" % (line, error))
            else:
                print("jumped to %s" % frame.f_lineno)
        return trace

    return trace
