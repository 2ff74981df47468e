# Observation mode "attach_detach": a program run after a tool has come and
# gone, for DESIGN §2 rule 12 ("off is off"). Before the program starts, a
# sys.monitoring tool with a Python callback for every event, LINE and
# INSTRUCTION included, watches a small function run a few times (so layers
# are really written into its code and into the running module's), and is
# then detached completely: every event off, every callback unregistered,
# the tool id freed. What the program then executes is compared with the
# same program never observed; `scripts/bench.py --count` subtracts this
# prologue's own cost, counted on its own, before comparing. The harness puts
# this file in front of a program's source; it defines no module-level name
# but _bench_install, so it cannot collide with the program's globals.
def _bench_install():
    import sys
    monitoring = sys.monitoring
    events = monitoring.events
    tool = monitoring.DEBUGGER_ID
    # Every event this interpreter has (3.14's BRANCH_LEFT and BRANCH_RIGHT
    # only where they exist), so no kind of layer is left out.
    names = ["PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "INSTRUCTION",
             "JUMP", "BRANCH", "BRANCH_LEFT", "BRANCH_RIGHT", "STOP_ITERATION", "RAISE",
             "EXCEPTION_HANDLED", "PY_UNWIND", "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE"]
    wanted = [getattr(events, name) for name in names if hasattr(events, name)]

    def callback(*args):
        return None

    def numbers():
        yield 1
        yield 2

    def fail():
        raise KeyError(0)

    # One of every kind of instruction that can carry a layer: a loop and a
    # branch, Python and builtin calls (one raising), a generator run to its
    # end and one thrown into, an exception unwinding a frame, re-raised
    # through a finally block and handled.
    def workload(n):
        total = 0
        for i in range(n):
            if i % 2:
                total += len(str(i))
        for value in numbers():
            total += value
        try:
            int("x")
        except ValueError:
            total += 1
        try:
            try:
                fail()
            finally:
                total += 1
        except KeyError:
            total += 1
        generator = numbers()
        next(generator)
        try:
            generator.throw(ValueError)
        except ValueError:
            total += 1
        return total

    monitoring.use_tool_id(tool, "bench-attach-detach")
    every = 0
    for event in wanted:
        monitoring.register_callback(tool, event, callback)
        every |= event
    monitoring.set_events(tool, every)
    for _ in range(3):
        workload(3)
    monitoring.set_events(tool, 0)
    for event in wanted:
        monitoring.register_callback(tool, event, None)
    monitoring.free_tool_id(tool)


_bench_install()
