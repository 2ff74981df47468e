# Observation mode "coverage": what the fastest core of a coverage tool pays.
# A sys.monitoring LINE callback, under the coverage tool id, that records
# the (code, line) pair in a set and returns DISABLE, so each line location
# reports once. The harness (scripts/bench.py) puts this file in front of a
# program's source; the set stays reachable through the callback.
def _bench_install():
    import sys
    monitoring = sys.monitoring
    tool = monitoring.COVERAGE_ID
    monitoring.use_tool_id(tool, "bench-coverage")
    seen = set()

    def on_line(code, line_number):
        seen.add((code, line_number))
        return monitoring.DISABLE

    monitoring.register_callback(tool, monitoring.events.LINE, on_line)
    monitoring.set_events(tool, monitoring.events.LINE)


_bench_install()
