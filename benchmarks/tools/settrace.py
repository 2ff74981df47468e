# Observation mode "settrace": the classic tracing hook, as debuggers and
# older coverage tools use it. A sys.settrace function that returns itself,
# so every call, line, return and exception event of every frame the program
# starts afterwards reaches it. The harness (scripts/bench.py) puts this file
# in front of a program's source.
def _bench_install():
    import sys

    def tracer(frame, event, arg):
        return tracer

    sys.settrace(tracer)


_bench_install()
