# The logging tool of tests/events/branch_lr/: BRANCH_LEFT and BRANCH_RIGHT,
# the events CPython 3.14 adds and Taipan has as an extension (numbered 17 and
# 18 after 3.13's events; docs/monitoring.md §9).
#
# A log line is
#
#     [PREFIX] KIND QUALNAME SRC_LINE -> DST_LINE
#
# where KIND is LEFT (the branch not taken: it falls through, a for loop goes
# on with the next item), RIGHT (the branch taken: it jumps, a for loop's
# iterator is exhausted) or BRANCH (3.13's event, for the programs that want it
# too), and the lines are those code.co_lines() gives the instruction's offset
# and the destination offset.
#
# Two ways of getting the same log:
#   - Where sys.monitoring.events has BRANCH_LEFT (Taipan), the tool registers
#     callbacks for BRANCH_LEFT and BRANCH_RIGHT (and BRANCH when wanted), and
#     a callback of a kind in `disable` really returns sys.monitoring.DISABLE.
#   - On CPython 3.13, which records the expected logs, the tool registers
#     BRANCH alone and derives the direction: every branch instruction of 3.13
#     (POP_JUMP_IF_FALSE/TRUE/NONE/NOT_NONE, FOR_ITER) is two bytes followed by
#     one two-byte inline cache, so a branch not taken reports the destination
#     offset + 4 and a branch taken any other destination (FOR_ITER's end of
#     loop reports the instruction after END_FOR and POP_TOP). DISABLE is
#     emulated with 3.14's meaning, per (tool, site, kind): the tool remembers
#     the sites it disabled and logs nothing more there for that kind, never
#     returning DISABLE (in 3.13 that would silence both directions at once).
#     restart() forgets every tool's remembered sites, as restart_events()
#     re-arms every disabled site.
#
# Order within one branch, for one tool: BRANCH first, then LEFT or RIGHT. Of
# several tools, Taipan calls every tool's BRANCH callback (highest id first),
# then every tool's LEFT or RIGHT callback; programs with several tools give
# each its own list (`collect`) and print the lists one after the other, so
# that no log depends on how two tools interleave.
#
# Invariants this file keeps:
#   - No log line holds an offset, an id, an address or anything ordered by
#     string hashing.
#   - Events in this file's own code objects are never logged.
#   - stop() turns the tool's events off (global and local) first, then
#     unregisters its callbacks and frees its id.

import sys

_mon = sys.monitoring
_ev = _mon.events
_own_file = __file__ if "__file__" in globals() else ""

# True where the interpreter has the events (Taipan); False on CPython 3.13.
HAS_DIRECTIONS = hasattr(_ev, "BRANCH_LEFT")
KINDS = ("BRANCH", "LEFT", "RIGHT")
# A 3.13 branch instruction and its inline cache, in bytes: a branch not taken
# reports the offset just past them.
_BRANCH_SIZE = 4

# Every tool started and not yet stopped, for restart().
_started = []


def line_of(code, offset):
    """The source line of the instruction at `offset`, from co_lines()."""
    for start, end, line in code.co_lines():
        if start <= offset < end:
            return line
    return None


def direction(offset, destination):
    """LEFT or RIGHT for a 3.13 BRANCH event (see the file comment)."""
    return "LEFT" if destination == offset + _BRANCH_SIZE else "RIGHT"


def _event_bit(kind):
    if kind == "BRANCH":
        return _ev.BRANCH
    return getattr(_ev, "BRANCH_" + kind)


class Tool:
    """One tool: an id, a prefix for its lines, the kinds it logs and the
    kinds whose callbacks return DISABLE. With `collect`, lines go to the
    list `lines` instead of stdout. Every event also goes into `arcs`, a set
    of (qualname, src, dst, kind), and into `counts` by kind."""

    def __init__(self, tool_id=_mon.COVERAGE_ID, prefix="", name="lrtool", collect=False):
        self.tool_id = tool_id
        self.prefix = prefix
        self.name = name
        self.collect = collect
        self.lines = []
        self.arcs = set()
        self.counts = {"BRANCH": 0, "LEFT": 0, "RIGHT": 0}
        self.kinds = ()
        self.disable = ()
        self.local_codes = []
        self.disabled = set()  # the emulated DISABLE marks (CPython 3.13)
        self.active = False
        self.on_event = None  # called as on_event(kind, code) after logging

    # -- logging -------------------------------------------------------------

    def _log(self, kind, code, offset, destination):
        src = line_of(code, offset)
        dst = line_of(code, destination)
        text = "%s%s %s %s -> %s" % (self.prefix, kind, code.co_qualname, src, dst)
        if self.collect:
            self.lines.append(text)
        else:
            print(text)
        self.arcs.add((code.co_qualname, src, dst, kind))
        self.counts[kind] += 1
        if self.on_event is not None:
            self.on_event(kind, code)

    def _native_callback(self, kind):
        """A callback of Taipan's event `kind`."""
        def callback(code, offset, destination):
            if code.co_filename == _own_file:
                return None
            self._log(kind, code, offset, destination)
            if kind in self.disable:
                return _mon.DISABLE
            return None
        return callback

    def _emulate(self, kind, code, offset, destination):
        if kind not in self.kinds:
            return
        key = (code, offset, kind)
        if key in self.disabled:
            return
        self._log(kind, code, offset, destination)
        if kind in self.disable:
            self.disabled.add(key)

    def _emulating_callback(self, code, offset, destination):
        """CPython 3.13's BRANCH callback, standing for all three kinds."""
        if code.co_filename == _own_file:
            return None
        self._emulate("BRANCH", code, offset, destination)
        self._emulate(direction(offset, destination), code, offset, destination)
        return None

    # -- set-up and tear-down ------------------------------------------------

    def _events(self):
        if not HAS_DIRECTIONS:
            return _ev.BRANCH if self.kinds else 0
        events = 0
        for kind in self.kinds:
            events |= _event_bit(kind)
        return events

    def _register(self):
        _mon.use_tool_id(self.tool_id, self.name)
        if HAS_DIRECTIONS:
            for kind in KINDS:
                _mon.register_callback(self.tool_id, _event_bit(kind),
                                       self._native_callback(kind))
        else:
            _mon.register_callback(self.tool_id, _ev.BRANCH, self._emulating_callback)

    def start(self, *kinds, disable=(), local=None):
        """Logs `kinds` (default LEFT and RIGHT) everywhere, or only in the
        code objects of the functions in `local` (set_local_events). The
        callbacks of the kinds in `disable` return DISABLE after logging."""
        self.kinds = tuple(kinds) or ("LEFT", "RIGHT")
        self.disable = tuple(disable)
        self._register()
        self.active = True
        _started.append(self)
        if local is None:
            _mon.set_events(self.tool_id, self._events())
        else:
            self.local_codes = [getattr(f, "__code__", f) for f in local]
            for code in self.local_codes:
                _mon.set_local_events(self.tool_id, code, self._events())

    def change(self, *kinds):
        """Changes the kinds logged (global events), e.g. from a callback. A
        DISABLE mark lapses when its kind is no longer wanted."""
        self.kinds = tuple(kinds)
        self.disabled = set(key for key in self.disabled if key[2] in self.kinds)
        _mon.set_events(self.tool_id, self._events())

    def stop(self):
        if not self.active:
            return
        _mon.set_events(self.tool_id, 0)
        for code in self.local_codes:
            _mon.set_local_events(self.tool_id, code, 0)
        self.active = False
        _started.remove(self)
        for kind in KINDS if HAS_DIRECTIONS else ("BRANCH",):
            _mon.register_callback(self.tool_id, _event_bit(kind), None)
        _mon.free_tool_id(self.tool_id)

    def print_lines(self, title):
        print("--", title, len(self.lines))
        for text in self.lines:
            print(text)
        self.lines = []


def restart():
    """sys.monitoring.restart_events(), and the same for the emulated marks."""
    _mon.restart_events()
    for tool in _started:
        tool.disabled.clear()


# The default tool that the module-level functions drive.
_default = Tool()


def start(*kinds, disable=(), local=None):
    _default.start(*kinds, disable=disable, local=local)


def stop():
    _default.stop()


def default_tool():
    return _default
