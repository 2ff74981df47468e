# Observation mode "calls": what a profiler pays. sys.monitoring callbacks for
# PY_START, PY_RESUME, PY_RETURN and PY_YIELD that do nothing, registered
# under the profiler's tool id. The harness (scripts/bench.py) puts this file
# in front of a program's source; it defines no module-level names but
# _bench_install's result, so it cannot collide with the program's globals.
def _bench_install():
    import sys
    monitoring = sys.monitoring
    events = monitoring.events
    tool = monitoring.PROFILER_ID
    monitoring.use_tool_id(tool, "bench-calls")

    def on_start(code, instruction_offset):
        pass

    def on_return(code, instruction_offset, value):
        pass

    monitoring.register_callback(tool, events.PY_START, on_start)
    monitoring.register_callback(tool, events.PY_RESUME, on_start)
    monitoring.register_callback(tool, events.PY_RETURN, on_return)
    monitoring.register_callback(tool, events.PY_YIELD, on_return)
    monitoring.set_events(tool, events.PY_START | events.PY_RESUME | events.PY_RETURN
                          | events.PY_YIELD)


_bench_install()
