# Observation mode "setprofile": the classic profiling hook. A sys.setprofile
# function that does nothing, so it receives every call and return event
# (Python and builtin functions) without line events. The harness
# (scripts/bench.py) puts this file in front of a program's source.
def _bench_install():
    import sys

    def profiler(frame, event, arg):
        pass

    sys.setprofile(profiler)


_bench_install()
