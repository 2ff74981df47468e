# Observation mode "native": what Taipan's own tools pay (DESIGN §2 rule 11).
# A native C++ tool with no-op callbacks for PY_START, PY_RESUME, PY_RETURN
# and PY_YIELD -- the events of mode "calls", without a Python call or an
# argument tuple per event. Only Taipan has it (`_taipan`); every CPython's
# probe fails, so their cells say n/a.
def _bench_install():
    import _taipan
    _taipan.attach_noop_native_tool()


_bench_install()
