# Observation mode "cprofile": a real deterministic profiler. A cProfile
# profiler enabled before the program starts and left running until the
# process exits (its statistics are never printed, so the program's stdout is
# unchanged). It runs wherever a cProfile module exists: CPython's, and
# Taipan's once Taipan has one. The harness (scripts/bench.py) puts this file
# in front of a program's source; _bench_profiler keeps the profiler alive.
def _bench_install():
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
    return profiler


_bench_profiler = _bench_install()
