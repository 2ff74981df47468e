"""calltally: run a script under a small sys.monitoring tool.

Usage:
    taipan examples/calltally.py script.py [args...]

The script runs as __main__. Meanwhile one tool (the profiler's id) counts
the calls of every Python function (PY_START) and records which lines ran
(LINE, answered with DISABLE so that each line costs one callback, the way
coverage tools work). When the script ends the tool prints, after the
script's own output, the ten most called functions and how many lines of
each file ran. `make run` runs the demo program under it; the output is the
same on CPython 3.13.
"""

import os
import sys

monitoring = sys.monitoring
TOOL = monitoring.PROFILER_ID
calls = {}
lines = {}
OWN_FILE = __file__  # the tool's own code is not reported


def on_start(code, offset):
    if code.co_filename == OWN_FILE:
        return monitoring.DISABLE
    key = (os.path.basename(code.co_filename), code.co_qualname)
    calls[key] = calls.get(key, 0) + 1


def on_line(code, line):
    if code.co_filename == OWN_FILE:
        return monitoring.DISABLE
    lines.setdefault(os.path.basename(code.co_filename), set()).add(line)
    return monitoring.DISABLE


def run(path, argv):
    with open(path, "rb") as handle:
        code = compile(handle.read(), path, "exec")
    sys.argv = [path] + argv
    sys.path[0] = os.path.dirname(os.path.abspath(path))
    namespace = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    monitoring.use_tool_id(TOOL, "calltally")
    monitoring.register_callback(TOOL, monitoring.events.PY_START, on_start)
    monitoring.register_callback(TOOL, monitoring.events.LINE, on_line)
    monitoring.set_events(TOOL, monitoring.events.PY_START | monitoring.events.LINE)
    try:
        exec(code, namespace)
    finally:
        # Switched off before reporting, so the report is not observed.
        monitoring.set_events(TOOL, 0)
        monitoring.free_tool_id(TOOL)
    report()


def report():
    print("-- calltally: most called functions")
    ranked = sorted(calls.items(), key=lambda item: (-item[1], item[0]))
    for (filename, qualname), count in ranked[:10]:
        print("%8d  %s:%s" % (count, filename, qualname))
    print("-- calltally: lines run, by file")
    for filename in sorted(lines):
        print("%8d  %s" % (len(lines[filename]), filename))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit("usage: calltally.py script.py [args...]")
    run(sys.argv[1], sys.argv[2:])
