#!/usr/bin/env python3
"""Runs the conformance corpus on Taipan and compares it with CPython 3.13.

usage: run_conformance.py --taipan PATH [--live] [--python PATH] [--jobs N]
                          [--timeout SECONDS] [--known-failures FILE]
                          [--wrapper COMMAND] [--observe-all [--observe-budget EVENTS]]
                          [paths or dirs...]

Every program (by default every tests/conformance/**/*.py) is run with
`taipan PROGRAM` exactly as record_conformance.py runs CPython: from the
repository root, the path relative to it as argv[0], stdin empty, no PYTHON*
variables except PYTHONHASHSEED=0 and PYTHONIOENCODING=utf-8. A program
passes when its stdout, the last non-empty line of its stderr and its exit
status all equal the recording beside it (NAME.expected), or, with --live,
what CPython (--python) does on the spot. Programs under a "tracebacks"
folder, or marked with a "# conformance: stderr-full" comment in their first
five lines, must also match the whole of stderr, with the repository root's
path removed (see record_conformance.py).

--wrapper COMMAND runs every program as `COMMAND taipan PROGRAM` (COMMAND is
split as a shell would split it), e.g. under valgrind; the comparison is the
same, so a wrapper must keep the program's stdout and stderr to itself (send
its own report to a file) and may signal a problem it found through the exit
status (valgrind's --error-exitcode). scripts/memcheck_conformance.py uses it.

--observe-all runs every program as `taipan scripts/observe_all.py PROGRAM`:
that wrapper installs a sys.monitoring tool (id 4) with a Python callback for
every one of CPython 3.13's 17 events, INSTRUCTION included, all set
globally, then runs the program as __main__ the way the interpreter would
(same globals, __file__, sys.argv, sys.path[0], tracebacks and exit status;
see its file comment). The output must still equal the recording (issue 7:
observing a program changes nothing it prints). --observe-budget EVENTS
(default 300000) is the number of events each program has observed in full;
after that the tool returns DISABLE wherever it may, so the few programs
that execute millions of instructions stay fast (0: no budget). Programs in
OBSERVE_ALL_EXCLUDED below are skipped, each for the reason given there; the
known failures are tests/conformance/observe_all_known_failures.txt plus the
default list. With CPython 3.13 as --taipan (and `--known-failures ""`, no
list) every program not excluded passes, which shows the wrapper is
invisible.

Known failures: the file (by default tests/conformance/known_failures.txt)
lists one program per line, as its path relative to the repository root,
followed by "  # reason"; blank lines and lines starting with "#" are
ignored. A listed program that fails is reported as a known failure and does
not count as failed; a listed program that passes counts as failed
("unexpectedly passing — remove it from the list"), and so does an entry
naming a program that does not exist, so the list never goes stale.
`--known-failures ""` uses no list at all.

Output: one line per failure (and per known failure) saying where the output
first differs, then exactly one closing line "N passed, M failed", with
", K known failures" appended when K > 0 (and ", E excluded" when
--observe-all skipped E > 0 programs). The exit status is 1 when M > 0.
Standard library only; runs under Debian's python3 (3.11) too.
"""

import argparse
import concurrent.futures
import os
import shlex
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_conformance as corpus  # noqa: E402  (the shared running and format logic)

DEFAULT_TIMEOUT_SECONDS = 10.0
DEFAULT_KNOWN_FAILURES = os.path.join(corpus.CORPUS_DIR, "known_failures.txt")
OBSERVE_ALL_KNOWN_FAILURES = os.path.join(corpus.CORPUS_DIR, "observe_all_known_failures.txt")
# The wrapper of --observe-all, run by its path relative to the repository
# root (the working directory), which it relies on to name the program.
OBSERVE_ALL_WRAPPER = "scripts/observe_all.py"
# Events observed in full per program under --observe-all (see the docstring).
DEFAULT_OBSERVE_BUDGET = 300000
# Programs --observe-all does not run, each with the reason its output may
# legitimately differ when a tool observes every event (it uses
# sys.monitoring, sys.settrace or sys.setprofile itself, or depends on the
# exact depth of the frame stack, which the wrapper deepens by two frames).
OBSERVE_ALL_EXCLUDED = {
    "tests/conformance/tracebacks/recursion_repeated.py":
        "its whole stderr shows how many times a recursive line repeats before "
        "RecursionError, which depends on the depth the program starts at",
}


def read_known_failures(path):
    """Maps each listed program (relative path) to its reason. A missing
    file means an empty list."""
    known = {}
    if not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            program, _, reason = text.partition("#")
            program = program.strip()
            if not program.endswith(".py") or " " in program:
                raise SystemExit("error: %s:%d: expected 'PATH.py  # reason', got %r"
                                 % (path, number, text))
            known[program] = reason.strip() or "no reason given"
    return known


def signal_name(status):
    """"SIGSEGV" for a status of -11, and so on."""
    try:
        return signal.Signals(-status).name
    except ValueError:
        return "signal %d" % -status


def report_results(paths, results, known):
    """Prints a line for each failing, known-failing or unexpectedly passing
    program (results[i] is None when paths[i] passed) and returns
    (passed, failed, known failures). Shared with scripts/run_events.py."""
    passed = failed = known_failed = 0
    for path, failure in zip(paths, results):
        if path in known:
            if failure is None:
                failed += 1
                print("FAIL %s: unexpectedly passing \u2014 remove it from the list" % path)
            else:
                known_failed += 1
                print("known failure %s (%s): %s" % (path, known[path], failure))
        elif failure is None:
            passed += 1
        else:
            failed += 1
            print("FAIL %s: %s" % (path, failure))
    return passed, failed, known_failed


def check_program(taipan, python, live, timeout, relative_path, wrapper=(),
                  in_program_folder=False, observe_all=None, expected_suffix=".expected"):
    """Returns None when the program passes, otherwise a one-line
    description of the first differences. `wrapper` is a command prefix
    (a list of words) that Taipan runs under; `in_program_folder` runs the
    program from its own folder (see corpus.run_program); `observe_all`, when
    not None, runs it under scripts/observe_all.py with that budget (see the
    file comment); `expected_suffix` names the recording compared with
    (scripts/run_events.py's hook modes keep theirs as NAME.HOOK.expected)."""
    if live:
        reference = corpus.run_program([python], relative_path, timeout,
                                       in_program_folder=in_program_folder)
        if reference.problem:
            return "CPython cannot serve as the oracle: %s" % reference.problem
        expected = reference.key()
    else:
        try:
            expected = corpus.read_expected(relative_path, expected_suffix)
        except (OSError, ValueError) as error:
            return "no usable recording (run scripts/record_conformance.py): %s" % error
    command = list(wrapper) + [taipan]
    if observe_all is not None:
        command += [OBSERVE_ALL_WRAPPER, "--budget", str(observe_all)]
    actual = corpus.run_program(command, relative_path, timeout,
                                in_program_folder=in_program_folder)
    if actual.problem:
        return actual.problem
    difference = corpus.describe_difference(expected, actual.key())
    crashed = actual.status is not None and actual.status < 0 and actual.status != expected[0]
    if difference and crashed:
        # A crash is the most useful thing to report first.
        difference = "killed by %s; %s" % (signal_name(actual.status), difference)
    return difference or None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", required=True, help="the taipan executable to check")
    parser.add_argument("--live", action="store_true",
                        help="compare with a fresh CPython run instead of the .expected files")
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 used with --live")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_SECONDS,
                        help="seconds a program may run (default %g)" % DEFAULT_TIMEOUT_SECONDS)
    parser.add_argument("--known-failures", default=None,
                        help="the known-failures list (default tests/conformance/"
                             "known_failures.txt when it exists; \"\" for none)")
    parser.add_argument("--wrapper", default="",
                        help="a command prefix Taipan runs under (e.g. valgrind and its options)")
    parser.add_argument("--observe-all", action="store_true",
                        help="run every program under a sys.monitoring tool observing every "
                             "event (scripts/observe_all.py)")
    parser.add_argument("--observe-budget", type=int, default=DEFAULT_OBSERVE_BUDGET,
                        help="with --observe-all, the events each program has observed in full "
                             "before the tool returns DISABLE (default %d; 0: all)"
                             % DEFAULT_OBSERVE_BUDGET)
    parser.add_argument("paths", nargs="*", help="programs or folders (default: the corpus)")
    args = parser.parse_args()
    # Failure lines quote program output; a non-UTF-8 locale must not turn
    # that into a crash of the runner.
    sys.stdout.reconfigure(errors="backslashreplace")

    taipan = os.path.abspath(args.taipan)
    if not os.access(taipan, os.X_OK):
        raise SystemExit("error: %s is not an executable" % args.taipan)
    paths = corpus.discover(args.paths)
    if args.known_failures and not os.path.isfile(args.known_failures):
        raise SystemExit("error: no known-failures file %s" % args.known_failures)
    if args.known_failures == "":
        known = {}
    else:
        known = read_known_failures(args.known_failures or DEFAULT_KNOWN_FAILURES)
    excluded = []
    if args.observe_all:
        if args.known_failures is None:
            known.update(read_known_failures(OBSERVE_ALL_KNOWN_FAILURES))
        for path in sorted(OBSERVE_ALL_EXCLUDED):
            if not os.path.exists(os.path.join(corpus.REPO_ROOT, path)):
                raise SystemExit("error: OBSERVE_ALL_EXCLUDED names %s, which does not exist"
                                 % path)
        excluded = [path for path in paths if path in OBSERVE_ALL_EXCLUDED]
        paths = [path for path in paths if path not in OBSERVE_ALL_EXCLUDED]

    wrapper = shlex.split(args.wrapper)

    def check(path):
        return check_program(taipan, args.python, args.live, args.timeout, path, wrapper,
                             observe_all=args.observe_budget if args.observe_all else None)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(check, paths))

    passed, failed, known_failed = report_results(paths, results, known)
    selected = set(paths)
    for path in sorted(known):
        if path not in selected and not os.path.exists(os.path.join(corpus.REPO_ROOT, path)):
            failed += 1
            print("FAIL %s: listed as a known failure but no such program exists" % path)
    summary = "%d passed, %d failed" % (passed, failed)
    if known_failed:
        summary += ", %d known failures" % known_failed
    if excluded:
        summary += ", %d excluded" % len(excluded)
    print(summary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
