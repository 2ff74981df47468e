# The logging tool of the tests/events corpus: a sys.monitoring (PEP 669) tool,
# written in Python, that prints one line per event it receives.
#
# Every program of the corpus imports this module and picks a mode with one call
# at the top (start_all, start_coverage, start_local or start_events) and ends
# with stop(). The log is streamed: each event is printed the moment its
# callback runs, so the program's own prints appear in the log exactly where
# they happened. A log line is
#
#     [PREFIX] EVENT QUALNAME LINE [EXTRAS]
#
# where QUALNAME is the code object's co_qualname, LINE is the source line of
# the event (the `line` argument of LINE; for the other events the line that
# code.co_lines() gives for the offset, "None" when the offset has no line),
# and EXTRAS are:
#   CALL, C_RETURN, C_RAISE: the callable's name and "arg0=" the type name of
#       the first argument, or "arg0=MISSING" when CPython passes MISSING;
#   RAISE, RERAISE, EXCEPTION_HANDLED, PY_UNWIND, PY_THROW, STOP_ITERATION:
#       the exception's type name;
#   JUMP, BRANCH: "->" and the line of the destination offset.
#
# Hook modes (issue 8): when the environment variable TAIPAN_EVENTS_HOOK is
# "settrace" or "setprofile", the same calls install a logging trace function
# (sys.settrace, plus frame.f_trace on every frame of the caller's stack, the
# way bdb starts, so the frame that called start_* is traced from its next
# line) or a logging profile function (sys.setprofile) instead of
# sys.monitoring callbacks, and stop() removes it. Their log lines are
#
#     [PREFIX] EVENT QUALNAME LINE [EXTRAS]
#
# with EVENT one of call, line, return, exception (settrace) or call, return,
# c_call, c_return, c_exception (setprofile); QUALNAME is the frame's
# f_code.co_qualname and LINE its f_lineno; EXTRAS are the type name of the
# value for return (NoneType when the frame is left by an exception), the
# exception's type name for exception, and the callable's name (the rule of
# CALL above) for the c_* events. Every start_* traces globally whatever
# events, coverage or local code objects it is given; a Tool still claims its
# tool id (so a program's own sys.monitoring calls on that id behave) but
# registers no callback and sets no event. Of several Tool instances only the
# first started installs the hook (its prefix is used), and the hook goes
# when that instance stops. Unset (or "monitoring"), nothing of this runs and
# the tool is the sys.monitoring tool described above.
#
# Invariants this file keeps:
#   - No line holds an offset, an id, an address or anything whose order
#     depends on string hashing, so a log is the same on every correct
#     interpreter and every run.
#   - Events whose code object belongs to this file are never logged: the
#     tool's own set-up and tear-down run outside callbacks and so are
#     observed; they are filtered by co_filename. In the hook modes this
#     file's frames get no local trace function at all.
#   - stop() turns every event off (global and local) before anything else,
#     then unregisters the callbacks and frees the tool id, so a program that
#     reaches stop() leaves sys.monitoring as it found it. In the hook modes it
#     removes the hook first (sys.settrace(None) or sys.setprofile(None)) and
#     clears the f_trace it set on frames still on the stack.
#   - The hook modes keep no reference to any frame between calls, so they
#     change no object's lifetime.

import os
import sys

_mon = sys.monitoring
_ev = _mon.events
_own_file = __file__ if "__file__" in globals() else ""

# The environment variable choosing the mode, and its values; "" means
# "monitoring". Anything else is refused at import, so a typo cannot silently
# record a monitoring log under a hook's name.
HOOK_VARIABLE = "TAIPAN_EVENTS_HOOK"
HOOKS = ("monitoring", "settrace", "setprofile")
HOOK = os.environ.get(HOOK_VARIABLE, "") or "monitoring"
if HOOK not in HOOKS:
    raise ValueError("%s must be one of %s, not %r" % (HOOK_VARIABLE, ", ".join(HOOKS), HOOK))

# Every event of CPython 3.13 except INSTRUCTION, in the order of their bits.
EVENT_NAMES = (
    "PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "JUMP", "BRANCH",
    "STOP_ITERATION", "RAISE", "EXCEPTION_HANDLED", "PY_UNWIND", "PY_THROW", "RERAISE",
    "C_RETURN", "C_RAISE",
)

ALL_EVENTS = 0
for _name in EVENT_NAMES:
    ALL_EVENTS |= getattr(_ev, _name)

# The events set_local_events accepts (CPython refuses the others there).
LOCAL_EVENTS = (_ev.PY_START | _ev.PY_RESUME | _ev.PY_RETURN | _ev.PY_YIELD | _ev.CALL
                | _ev.LINE | _ev.JUMP | _ev.BRANCH | _ev.STOP_ITERATION)


def _line_of(code, offset):
    """The source line of the instruction at `offset`, from co_lines()."""
    for start, end, line in code.co_lines():
        if start <= offset < end:
            return line
    return None


def callable_name(func):
    """A stable name for a callable: its __qualname__ (builtin methods give
    "list.append"), else its __name__, else its type's name."""
    name = getattr(func, "__qualname__", None)
    if isinstance(name, str):
        return name
    name = getattr(func, "__name__", None)
    if isinstance(name, str):
        return name
    return type(func).__name__ + "-instance"


def _arg0(arg0):
    """How the first argument of a call is shown: its type name, or MISSING."""
    if arg0 is _mon.MISSING:
        return "arg0=MISSING"
    return "arg0=" + type(arg0).__name__


class Tool:
    """One sys.monitoring tool: a tool id, a prefix for its lines and the
    events it logs. `disable` names events whose callback returns DISABLE
    after logging (coverage mode uses it for LINE)."""

    def __init__(self, tool_id=_mon.DEBUGGER_ID, prefix="", name="logtool"):
        self.tool_id = tool_id
        self.prefix = prefix
        self.name = name
        self.disable = 0
        self.local_codes = []
        self.active = False
        self.hook = None

    # -- writing -----------------------------------------------------------

    def emit(self, text):
        print(self.prefix + text)

    def _skip(self, code):
        return code.co_filename == _own_file

    def _result(self, bit):
        if self.disable & bit:
            return _mon.DISABLE
        return None

    # -- callbacks ---------------------------------------------------------

    def _make_callbacks(self):
        """One callback per event, each a closure over this tool."""
        emit = self.emit
        skip = self._skip
        result = self._result

        def at_offset(kind, bit):
            def callback(code, offset):
                if skip(code):
                    return None
                emit("%s %s %s" % (kind, code.co_qualname, _line_of(code, offset)))
                return result(bit)
            return callback

        def with_value(kind, bit):
            def callback(code, offset, value):
                if skip(code):
                    return None
                emit("%s %s %s" % (kind, code.co_qualname, _line_of(code, offset)))
                return result(bit)
            return callback

        def with_callable(kind, bit):
            def callback(code, offset, func, arg0):
                if skip(code):
                    return None
                emit("%s %s %s %s %s" % (kind, code.co_qualname, _line_of(code, offset),
                                         callable_name(func), _arg0(arg0)))
                return result(bit)
            return callback

        def with_exception(kind, bit):
            def callback(code, offset, exc):
                if skip(code):
                    return None
                emit("%s %s %s %s" % (kind, code.co_qualname, _line_of(code, offset),
                                      type(exc).__name__))
                return result(bit)
            return callback

        def with_destination(kind, bit):
            def callback(code, offset, destination):
                if skip(code):
                    return None
                emit("%s %s %s -> %s" % (kind, code.co_qualname, _line_of(code, offset),
                                         _line_of(code, destination)))
                return result(bit)
            return callback

        def on_line(code, line):
            if skip(code):
                return None
            emit("LINE %s %s" % (code.co_qualname, line))
            return result(_ev.LINE)

        return {
            "PY_START": at_offset("PY_START", _ev.PY_START),
            "PY_RESUME": at_offset("PY_RESUME", _ev.PY_RESUME),
            "PY_RETURN": with_value("PY_RETURN", _ev.PY_RETURN),
            "PY_YIELD": with_value("PY_YIELD", _ev.PY_YIELD),
            "CALL": with_callable("CALL", _ev.CALL),
            "C_RETURN": with_callable("C_RETURN", _ev.C_RETURN),
            "C_RAISE": with_callable("C_RAISE", _ev.C_RAISE),
            "LINE": on_line,
            "JUMP": with_destination("JUMP", _ev.JUMP),
            "BRANCH": with_destination("BRANCH", _ev.BRANCH),
            "STOP_ITERATION": with_exception("STOP_ITERATION", _ev.STOP_ITERATION),
            "RAISE": with_exception("RAISE", _ev.RAISE),
            "EXCEPTION_HANDLED": with_exception("EXCEPTION_HANDLED", _ev.EXCEPTION_HANDLED),
            "PY_UNWIND": with_exception("PY_UNWIND", _ev.PY_UNWIND),
            "PY_THROW": with_exception("PY_THROW", _ev.PY_THROW),
            "RERAISE": with_exception("RERAISE", _ev.RERAISE),
        }

    # -- set-up and tear-down ------------------------------------------------

    def _register(self):
        _mon.use_tool_id(self.tool_id, self.name)
        for kind, callback in self._make_callbacks().items():
            _mon.register_callback(self.tool_id, getattr(_ev, kind), callback)

    def start_all(self, events=ALL_EVENTS):
        """Global mode: `events` (every event but INSTRUCTION by default)
        everywhere. Turning them on is the last thing done."""
        if HOOK != "monitoring":
            self._start_hook()
            return
        self._register()
        self.active = True
        _mon.set_events(self.tool_id, events)

    def start_coverage(self):
        """Coverage mode: LINE only, and each line's callback returns
        DISABLE, so each line is logged once until restart_events()."""
        if HOOK != "monitoring":
            self._start_hook()
            return
        self.disable = _ev.LINE
        self._register()
        self.active = True
        _mon.set_events(self.tool_id, _ev.LINE)

    def start_local(self, functions, events=LOCAL_EVENTS):
        """Local mode: `events` on the code objects of `functions` only
        (functions, or code objects)."""
        if HOOK != "monitoring":
            self._start_hook()
            return
        self._register()
        self.local_codes = [getattr(f, "__code__", f) for f in functions]
        self.active = True
        for code in self.local_codes:
            _mon.set_local_events(self.tool_id, code, events)

    def stop(self):
        """Turns everything off first, then unregisters and frees the id."""
        if not self.active:
            return
        if HOOK != "monitoring":
            self._stop_hook()
            return
        _mon.set_events(self.tool_id, 0)
        for code in self.local_codes:
            _mon.set_local_events(self.tool_id, code, 0)
        self.active = False
        for kind in EVENT_NAMES:
            _mon.register_callback(self.tool_id, getattr(_ev, kind), None)
        _mon.free_tool_id(self.tool_id)

    # -- the hook modes (see the file comment) -------------------------------

    def _make_hook(self):
        """The logging trace or profile function: one function serves as the
        global and the local trace function, and as the profile function."""
        emit = self.emit

        def hook(frame, event, arg):
            code = frame.f_code
            if code.co_filename == _own_file:
                return None
            text = "%s %s %s" % (event, code.co_qualname, frame.f_lineno)
            if event == "return":
                text += " " + type(arg).__name__
            elif event == "exception":
                text += " " + arg[0].__name__
            elif event.startswith("c_"):
                text += " " + callable_name(arg)
            emit(text)
            return hook

        return hook

    def _start_hook(self):
        """Claims the tool id and, for the first instance started, installs
        the hook. With settrace, every frame on the caller's stack gets the
        hook as its f_trace first, so those frames report lines too."""
        global _hook_owner
        _mon.use_tool_id(self.tool_id, self.name)
        self.active = True
        if _hook_owner is not None:
            return
        _hook_owner = self
        self.hook = self._make_hook()
        if HOOK == "settrace":
            frame = sys._getframe(1)
            while frame is not None:
                if frame.f_code.co_filename != _own_file:
                    frame.f_trace = self.hook
                frame = frame.f_back
            sys.settrace(self.hook)
        else:
            sys.setprofile(self.hook)

    def _stop_hook(self):
        """Removes the hook when this instance installed it (and the f_trace
        it left on frames still running), then frees the tool id."""
        global _hook_owner
        if _hook_owner is self:
            if HOOK == "settrace":
                sys.settrace(None)
                frame = sys._getframe(1)
                while frame is not None:
                    if frame.f_trace is self.hook:
                        frame.f_trace = None
                    frame = frame.f_back
            else:
                sys.setprofile(None)
            self.hook = None
            _hook_owner = None
        self.active = False
        _mon.free_tool_id(self.tool_id)


# The Tool whose trace or profile function is installed in a hook mode, or
# None: of several instances only the first started installs one.
_hook_owner = None

# The default tool that the module-level functions drive.
_default = Tool()


def start_all(events=ALL_EVENTS):
    _default.start_all(events)


def start_events(*names):
    """Global mode restricted to the named events, e.g. start_events("LINE")."""
    events = 0
    for name in names:
        events |= getattr(_ev, name)
    _default.start_all(events)


def start_coverage():
    _default.start_coverage()


def start_local(*functions, events=LOCAL_EVENTS):
    _default.start_local(functions, events)


def stop():
    _default.stop()


def names_to_events(*names):
    """The event set of the named events."""
    events = 0
    for name in names:
        events |= getattr(_ev, name)
    return events
