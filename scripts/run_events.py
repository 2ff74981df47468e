#!/usr/bin/env python3
"""Runs the tests/events corpus (sys.monitoring logs) on an interpreter and
compares each log with the CPython 3.13 recording beside the program.

usage: run_events.py --taipan PATH [--hook MODE] [--live] [--python PATH] [--jobs N]
                     [--timeout SECONDS] [--known-failures FILE] [paths or dirs...]

Each program (by default every tests/events/**/*.py that does not start with
"_") runs the way scripts/record_events.py recorded it: from its own folder,
its bare file name as argv[0], stdin empty, no PYTHON* variable except
PYTHONHASHSEED=0 and PYTHONIOENCODING=utf-8. It passes when stdout (the event
log and the program's prints), the last non-empty stderr line and the exit
status equal NAME.expected (or, with --live, a fresh CPython run). The
comparison and the failure lines are run_conformance.py's (imported, not
copied). Known failures: tests/events/known_failures.txt when it exists, in
run_conformance.py's format.

--hook settrace / --hook setprofile (issue 8) run the programs of that mode
with TAIPAN_EVENTS_HOOK set, against NAME.settrace.expected or
NAME.setprofile.expected; the programs of a mode, the variable and the
recordings' names are scripts/record_events.py's (see its docstring). The
known failures of a hook mode are tests/events/known_failures.HOOK.txt.
Named programs that do not run in the mode are skipped with a note on stderr.

Output: one line per failure, then "N passed, M failed" (", K known failures"
when K > 0); the exit status is 1 when M > 0. CTest runs the monitoring mode
as `events` and `events_nospecialize`.
"""

import argparse
import concurrent.futures
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_conformance as corpus  # noqa: E402
import record_events  # noqa: E402
import run_conformance  # noqa: E402


def default_known_failures(hook):
    """tests/events/known_failures.txt, or known_failures.HOOK.txt for a hook."""
    if hook == record_events.HOOKS[0]:
        name = "known_failures.txt"
    else:
        name = "known_failures.%s.txt" % hook
    return os.path.join(record_events.EVENTS_DIR, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", required=True, help="the interpreter to check")
    parser.add_argument("--hook", choices=record_events.HOOKS, default=record_events.HOOKS[0],
                        help="the mode run (default monitoring; see record_events.py)")
    parser.add_argument("--live", action="store_true",
                        help="compare with a fresh CPython run instead of the .expected files")
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 used with --live")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=run_conformance.DEFAULT_TIMEOUT_SECONDS,
                        help="seconds a program may run (default %g)"
                             % run_conformance.DEFAULT_TIMEOUT_SECONDS)
    parser.add_argument("--known-failures", default=None,
                        help="the known-failures list (default tests/events/known_failures.txt"
                             ", known_failures.HOOK.txt with --hook)")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: tests/events)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")

    interpreter = os.path.abspath(args.taipan)
    if not os.access(interpreter, os.X_OK):
        raise SystemExit("error: %s is not an executable" % args.taipan)
    record_events.select_hook(args.hook)
    paths, skipped = record_events.discover(args.paths, args.hook)
    record_events.report_skipped(args.paths, skipped, args.hook)
    if args.known_failures is not None and not os.path.isfile(args.known_failures):
        raise SystemExit("error: no known-failures file %s" % args.known_failures)
    known = run_conformance.read_known_failures(args.known_failures
                                                or default_known_failures(args.hook))
    suffix = record_events.recording_suffix(args.hook)

    def check(path):
        return run_conformance.check_program(interpreter, args.python, args.live, args.timeout,
                                             path, in_program_folder=True, expected_suffix=suffix)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(check, paths))
    record_events.remove_caches()

    passed, failed, known_failed = run_conformance.report_results(paths, results, known)
    summary = "%d passed, %d failed" % (passed, failed)
    if known_failed:
        summary += ", %d known failures" % known_failed
    print(summary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
