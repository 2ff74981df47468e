# Runs one program of the conformance corpus under a sys.monitoring tool that
# observes every event, without changing anything the program can print.
#
# usage (from the repository root, as run_conformance.py --observe-all runs it):
#     INTERPRETER scripts/observe_all.py [--summary FILE] [--budget EVENTS] PROGRAM
# where PROGRAM is e.g. tests/conformance/<folder>/<name>.py.
#
# The tool (id 4, which no program of the corpus uses) registers one Python
# callback for each of CPython 3.13's 17 events (INSTRUCTION, C_RETURN and
# C_RAISE included) and sets them all globally. Each callback does a little
# real work (a count per event, the line of the offset from a table built once
# per code object with co_lines, the code's co_qualname, the type of a value),
# prints nothing and never touches a program object beyond type(): no
# attribute lookup or comparison that could run the program's code. The
# callbacks allocate no object the cyclic collector tracks (except once per
# new code object), so automatic collections happen where they would without
# the tool.
#
# The budget: observing every instruction with a Python callback makes a
# program 20-60 times slower, and a few programs of the corpus execute tens of
# millions of instructions. With --budget N, the first N events are observed
# as above; after that, every callback whose event can be disabled returns
# sys.monitoring.DISABLE, so each (event, location) is still reported once
# more and then switched off there, while the events that cannot be disabled
# (RAISE, RERAISE, EXCEPTION_HANDLED, PY_UNWIND, PY_THROW, C_RETURN, C_RAISE)
# keep being reported. No budget (the default, or 0) observes everything.
#
# Invariants that keep the wrapper invisible (run_conformance.py --observe-all
# with CPython 3.13 as the interpreter checks them on the whole corpus):
#  - The program runs in the real __main__ module's own globals dict, which
#    holds the keys the interpreter put there, in the same order; only
#    __file__ (and a file loader's path) change to the program's. No name of
#    the wrapper is left in it once the program starts.
#  - The tool's functions have globals of their own (OBSERVER_SOURCE is run in
#    a private namespace), so they keep nothing of the program alive, cannot
#    see names the program shadows (`id = 3`), and use builtins taken before
#    the program starts (it may replace builtins.len and the like).
#  - The source is compiled from the file's bytes under the program's absolute
#    path (the working directory joined to the path as typed, as the
#    interpreter names a script), so tracebacks show the same file, lines and
#    source text; sys.argv and sys.path[0] are what a plain run gets.
#  - Nothing is imported: sys.modules stays as the interpreter made it.
#  - An uncaught exception is reported through sys.excepthook with the
#    wrapper's traceback entries removed (see reportUncaught); the process
#    then ends as the interpreter ends it: status 1, or killed by
#    SIGINT for a KeyboardInterrupt. A SystemExit passes through unchanged.
# The program runs two frames deeper than in a plain run (this module's frame
# and _observe_all's); programs that depend on the exact stack depth are in
# run_conformance.py's OBSERVE_ALL_EXCLUDED list.
#
# Self-check: when the program ends and the tool has seen no PY_START, LINE or
# INSTRUCTION event at all (sys.monitoring silently observing nothing), a line
# saying so goes to stderr, so that the run fails instead of passing vacuously.
# With --summary FILE, the count of every event is written to FILE at the end.

OBSERVER_SOURCE = r'''
# The builtins the callbacks use, taken before the program starts.
_id, _type, _range, _len = id, type, range, len
# ... and the ones used after it ended.
_open, _zip, _getattr = open, zip, getattr
_SystemExit, _BaseException = SystemExit, BaseException

TOOL_ID = 4
# CPython 3.13's events, by name (Taipan's extensions are left out, so that
# the same events are observed on both interpreters).
EVENT_NAMES = (
    "PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "INSTRUCTION",
    "JUMP", "BRANCH", "STOP_ITERATION", "RAISE", "EXCEPTION_HANDLED", "PY_UNWIND",
    "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE",
)
counts = [0] * _len(EVENT_NAMES)
# The events left before the tool starts returning DISABLE (see the file
# comment); set by install(), None for no limit.
left = [None]
DISABLE = sys.monitoring.DISABLE
# The events whose callbacks may return DISABLE (CPython raises ValueError
# for the others).
DISABLEABLE = frozenset([
    "PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "INSTRUCTION", "JUMP",
    "BRANCH", "STOP_ITERATION",
])
# id(code) -> (code, {offset: line}); the code object is kept, so an id is
# never reused by another code object while it is in the table.
tables = {}


def tableOf(code):
    lines = {}
    for start, end, line in code.co_lines():
        for offset in _range(start, end, 2):
            lines[offset] = line
    entry = (code, lines)
    tables[_id(code)] = entry
    return entry


# Every callback counts its event, does its bit of work, and once the budget
# is spent returns DISABLE where that is allowed (`mayDisable`): spend().


def spend(index, mayDisable):
    counts[index] += 1
    if left[0] is not None:
        left[0] -= 1
        if left[0] < 0 and mayDisable:
            return DISABLE
    return None


def linesOf(code):
    """The code's {offset: line} table (made on first use)."""
    entry = tables.get(_id(code))
    if entry is None or entry[0] is not code:
        entry = tableOf(code)
    code.co_qualname
    return entry[1]


def offsetOnly(index, mayDisable):
    # PY_START, PY_RESUME, INSTRUCTION: (code, offset).
    def callback(code, offset):
        linesOf(code).get(offset)
        return spend(index, mayDisable)
    return callback


def withValue(index, mayDisable):
    # PY_RETURN and PY_YIELD (the value), and the exception events (the
    # exception): (code, offset, value).
    def callback(code, offset, value):
        linesOf(code).get(offset)
        _type(value)
        return spend(index, mayDisable)
    return callback


def withCallable(index, mayDisable):
    # CALL, C_RETURN, C_RAISE: (code, offset, callable, first argument).
    def callback(code, offset, function, argument):
        linesOf(code).get(offset)
        _type(function)
        return spend(index, mayDisable)
    return callback


def withDestination(index, mayDisable):
    # JUMP, BRANCH: (code, offset, destination offset).
    def callback(code, offset, destination):
        lines = linesOf(code)
        lines.get(offset)
        lines.get(destination)
        return spend(index, mayDisable)
    return callback


def lineEvent(index, mayDisable):
    # LINE: (code, line number).
    def callback(code, line):
        code.co_firstlineno <= line
        code.co_qualname
        return spend(index, mayDisable)
    return callback


SHAPES = {
    "PY_START": offsetOnly, "PY_RESUME": offsetOnly, "INSTRUCTION": offsetOnly,
    "PY_RETURN": withValue, "PY_YIELD": withValue, "STOP_ITERATION": withValue,
    "RAISE": withValue, "EXCEPTION_HANDLED": withValue, "PY_UNWIND": withValue,
    "PY_THROW": withValue, "RERAISE": withValue,
    "CALL": withCallable, "C_RETURN": withCallable, "C_RAISE": withCallable,
    "JUMP": withDestination, "BRANCH": withDestination, "LINE": lineEvent,
}


def install(monitoring, budget):
    """Claims the tool id, registers a callback for every event and sets
    them all globally; `budget` is the number of events observed in full
    (None: all of them)."""
    left[0] = budget
    monitoring.use_tool_id(TOOL_ID, "observe_all")
    everything = 0
    for index, name in enumerate(EVENT_NAMES):
        event = getattr(monitoring.events, name)
        monitoring.register_callback(TOOL_ID, event,
                                     SHAPES[name](index, name in DISABLEABLE))
        everything |= event
    monitoring.set_events(TOOL_ID, everything)


def compileProgram(source, path):
    # Compiled here, not in the wrapper's frame: a warning the compiler
    # issues from the current frame (CPython's DeprecationWarning for ~True)
    # is then attributed to this module, not to __main__, and is ignored by
    # the default filters as it is in a plain run.
    return compile(source, path, "exec", dont_inherit=True)


def silentHook(kind, value, traceback):
    # sys.excepthook for the interpreter's own report of a KeyboardInterrupt
    # the wrapper has reported already.
    return None


def finish(summaryPath):
    """The self-check and the optional summary (see the file comment)."""
    if summaryPath is not None:
        with _open(summaryPath, "w") as summary:
            for name, count in _zip(EVENT_NAMES, counts):
                summary.write("%s %d\n" % (name, count))
    for name in ("PY_START", "LINE", "INSTRUCTION"):
        if counts[EVENT_NAMES.index(name)] == 0:
            sys.__stderr__.write("observe_all.py: the tool saw no %s event\n" % name)
            sys.__stderr__.flush()
            return


def reportUncaught(error):
    """Reports an uncaught exception as the interpreter does: through
    sys.excepthook, and both exceptions when the hook raises. It is not
    kept in sys.last_exc: CPython keeps it there (so the frames of its
    traceback live until the end of finalization), Taipan does not (they die
    right after the report), and of the two a wrapper can only reproduce the
    second without keeping them alive for good on Taipan."""
    hook = _getattr(sys, "excepthook", None)
    if hook is None:
        sys.stderr.write("sys.excepthook is missing\n")
        sys.__excepthook__(_type(error), error, error.__traceback__)
        return
    try:
        hook(_type(error), error, error.__traceback__)
        return
    except _SystemExit:
        return
    except _BaseException as raised:
        hookError = raised
        del raised
    # The hook's traceback starts at the hook, without this function.
    hookError.__traceback__ = hookError.__traceback__.tb_next
    sys.stdout.flush()
    sys.stderr.write("Error in sys.excepthook:\n")
    sys.__excepthook__(_type(hookError), hookError, hookError.__traceback__)
    sys.stderr.write("\nOriginal exception was:\n")
    sys.__excepthook__(_type(error), error, error.__traceback__)
'''


def _observe_all():
    import sys

    mainGlobals = globals()
    # The wrapper's names must not be visible to the program.
    del mainGlobals["_observe_all"]
    observerSource = mainGlobals.pop("OBSERVER_SOURCE")
    observer = {"__builtins__": mainGlobals["__builtins__"], "__name__": "observe_all",
                "sys": sys}
    exec(observerSource, observer)
    del observerSource

    wrapperArgv0 = sys.argv[0]
    arguments = sys.argv[1:]
    summaryPath = None
    budget = None
    while len(arguments) >= 2 and arguments[0] in ("--summary", "--budget"):
        if arguments[0] == "--summary":
            summaryPath = arguments[1]
        else:
            budget = int(arguments[1]) or None
        arguments = arguments[2:]
    if not arguments:
        sys.__stderr__.write("usage: observe_all.py [--summary FILE] [--budget EVENTS] "
                             "PROGRAM [ARGS...]\n")
        raise SystemExit(2)
    program = arguments[0]

    # The interpreter named this wrapper by the working directory joined to
    # the path as typed; the program's path is formed the same way.
    wrapperFile = mainGlobals["__file__"]
    if program.startswith("/"):
        programFile = program
    elif wrapperFile.endswith("/" + wrapperArgv0) and not wrapperArgv0.startswith("/"):
        programFile = wrapperFile[:len(wrapperFile) - len(wrapperArgv0)] + program
    else:
        sys.__stderr__.write("observe_all.py: run me by a relative path, or give the "
                             "program's absolute path\n")
        raise SystemExit(2)

    sys.argv[:] = arguments
    # sys.path[0] is the program's folder (the working directory is a
    # physical path, and the corpus has no symbolic links).
    sys.path[0] = programFile.rpartition("/")[0] or "/"
    mainGlobals["__file__"] = programFile
    loader = mainGlobals.get("__loader__")
    if loader is not None and hasattr(loader, "path"):
        mainGlobals["__loader__"] = type(loader)("__main__", programFile)
    del loader

    # The builtins used once the program has run, taken before it starts.
    builtinIsinstance = isinstance
    SystemExitType, KeyboardInterruptType = SystemExit, KeyboardInterrupt
    BaseExceptionType = BaseException
    finish, reportUncaught = observer["finish"], observer["reportUncaught"]

    code = None
    uncaught = None
    try:
        with open(programFile, "rb") as sourceFile:
            source = sourceFile.read()
        code = observer["compileProgram"](source, programFile)
        del source
        observer["install"](sys.monitoring, budget)
        exec(code, mainGlobals)
    except SystemExitType:
        finish(summaryPath)
        raise
    except BaseExceptionType as error:
        uncaught = error
        del error
    finish(summaryPath)
    if uncaught is None:
        return
    # The traceback starts at the program's own module frame, as in a plain
    # run (a syntax error has none). The report happens outside the except
    # clause, so that an exception of the hook is not chained to it.
    entry = uncaught.__traceback__
    while entry is not None and entry.tb_frame.f_code is not code:
        entry = entry.tb_next
    uncaught.__traceback__ = entry
    del entry
    interrupted = builtinIsinstance(uncaught, KeyboardInterruptType)
    reportUncaught(uncaught)
    del uncaught
    if interrupted:
        # Only the interpreter can end the process by SIGINT after its
        # finalization; it reports the exception through sys.excepthook,
        # which the wrapper did already.
        sys.excepthook = observer["silentHook"]
        raise KeyboardInterruptType
    raise SystemExitType(1)


_observe_all()
