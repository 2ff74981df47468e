#!/usr/bin/env python3
"""Records what CPython 3.13 prints for every program of the tests/events corpus.

usage: record_events.py [--python PATH] [--jobs N] [paths or dirs...]

The tests/events corpus holds sys.monitoring (PEP 669) programs that run under
the logging tool tests/events/_logtool.py (see tests/events/README.md). With no
paths, every tests/events/**/*.py is recorded (files and folders starting with
"_" are helpers). For each program NAME.py this writes NAME.expected beside it,
in the conformance format (see scripts/record_conformance.py, whose functions
do all the work): exit status, last stderr line, stdout.

Unlike the conformance corpus, each program runs from its own folder
(tests/events/<topic>) with its bare file name as argv[0], so that it can
reach the tool with sys.path.insert(0, ".."). The environment has no PYTHON*
variable except PYTHONHASHSEED (0, and 4242 for the second run) and
PYTHONIOENCODING=utf-8. A program is refused when it imports a module outside
record_conformance.ALLOWED_MODULES (the helpers of tests/events/ are allowed),
runs longer than 5 seconds, prints a memory address, or prints something
different on its second run.

Standard library only; runs under Debian's python3 (3.11) too.
"""

import argparse
import concurrent.futures
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_conformance as corpus  # noqa: E402  (the shared running and format logic)

EVENTS_DIR = os.path.join(corpus.REPO_ROOT, "tests", "events")
# The folder of the shared helpers (the logging tool), relative to the root.
HELPER_FOLDER = "tests/events"


def discover(arguments):
    """The programs named by `arguments`, the whole events corpus when empty."""
    return corpus.discover(arguments or [EVENTS_DIR])


def remove_caches():
    """Importing the tool writes tests/events/__pycache__; it is removed so
    the corpus stays as checked in."""
    corpus.remove_bytecode_caches(HELPER_FOLDER + "/_")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 to record")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; report the programs whose recording differs")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: tests/events)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")
    sys.stderr.reconfigure(errors="backslashreplace")

    paths = discover(args.paths)
    if not paths:
        raise SystemExit("error: no programs found")
    imports = corpus.probe_imports(args.python, paths)

    def record(path):
        return corpus.record_one(args.python, path, imports.get(path, "not probed"),
                                 in_program_folder=True, helper_folders=(HELPER_FOLDER,))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(record, paths))
    remove_caches()
    refused = []
    recorded = differing = 0
    for path, (text, reason) in zip(paths, results):
        if text is None:
            refused.append("%s: %s" % (path, reason))
            continue
        target = corpus.expected_path(path)
        if args.check:
            try:
                with open(target, encoding="utf-8", errors="surrogateescape", newline="") as f:
                    same = f.read() == text
            except OSError:
                same = False
            if not same:
                differing += 1
                print("differs: %s" % path)
            continue
        with open(target, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
            f.write(text)
        recorded += 1
    if args.check:
        print("%d of %d program(s) differ from their recording"
              % (differing, len(paths) - len(refused)))
    else:
        print("recorded %d program(s)" % recorded)
    if refused:
        sys.stderr.write("error: refused %d program(s):\n" % len(refused))
        for line in refused:
            sys.stderr.write("  %s\n" % line)
        return 1
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
