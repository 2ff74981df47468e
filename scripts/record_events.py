#!/usr/bin/env python3
"""Records what CPython 3.13 prints for every program of the tests/events corpus.

usage: record_events.py [--hook MODE] [--python PATH] [--jobs N] [--check]
                        [paths or dirs...]

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

Hook modes (issue 8): with --hook settrace or --hook setprofile every program
runs with the environment variable TAIPAN_EVENTS_HOOK set to the mode, which
makes _logtool.py install a logging trace or profile function instead of its
sys.monitoring callbacks, and the recording is NAME.settrace.expected or
NAME.setprofile.expected. The default, --hook monitoring, is the corpus as
it was before issue 8: the variable is removed from the environment and the
recording is NAME.expected. Which programs a mode runs is decided here
(runs_in) for both scripts: the programs of tests/events/tracing/ run only
with settrace and those of tests/events/profiling/ only with setprofile (they
install their own hooks), those of tests/events/branch_lr/ (BRANCH_LEFT and
BRANCH_RIGHT, logged by tests/events/_lrtool.py) only with monitoring; the
other sys.monitoring programs run in every mode except those in
HOOK_EXCLUDED, which only monitoring runs.

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

# The variable tests/events/_logtool.py reads to pick its mode, and the modes;
# the first is the default (the variable removed).
HOOK_VARIABLE = "TAIPAN_EVENTS_HOOK"
HOOKS = ("monitoring", "settrace", "setprofile")
# Folders (directly under tests/events) whose programs run in one mode only:
# tracing/ and profiling/ register their own trace or profile function;
# branch_lr/ logs BRANCH_LEFT / BRANCH_RIGHT with its own tool (_lrtool.py),
# which has no hook mode.
HOOK_FOLDERS = {"tracing": "settrace", "profiling": "setprofile", "branch_lr": "monitoring"}
# sys.monitoring programs the hook modes do not run, each for the reason
# given: in a hook mode they would print exactly what they print under
# monitoring, so a second recording would check nothing.
_OWN_CALLBACKS = ("registers its own sys.monitoring callbacks and never calls "
                  "_logtool.start_* or _logtool.Tool, so no hook is ever installed")
HOOK_EXCLUDED = {
    "tests/events/pitfalls/" + name + ".py": _OWN_CALLBACKS
    for name in (
        "bad_event_sets", "bad_tool_ids", "call_enables_c_events",
        "callback_changes_local_events", "callback_raising", "callback_raising_in_function",
        "callback_replaced_in_frame",
        "change_events_in_callback", "disable_branch_then_restart", "disable_call_then_restart",
        "disable_not_allowed_raise", "disable_not_allowed_unwind", "disable_then_restart",
        "events_off_in_callback", "get_events_roundtrip", "missing_argument",
        "no_events_in_callback", "register_callback_previous", "tool_in_use",
    )
}


def recording_suffix(hook):
    """The suffix of a program's recording in a mode: NAME.expected for
    monitoring, NAME.settrace.expected and NAME.setprofile.expected for the
    hooks."""
    return ".expected" if hook == HOOKS[0] else "." + hook + ".expected"


def runs_in(relative_path, hook):
    """True when the program (a path relative to the root) runs in the mode."""
    parts = relative_path.split("/")
    topic = parts[2] if len(parts) > 3 and parts[:2] == ["tests", "events"] else None
    owner = HOOK_FOLDERS.get(topic)
    if owner is not None:
        return hook == owner
    return hook == HOOKS[0] or relative_path not in HOOK_EXCLUDED


def select_hook(hook):
    """Makes every program started from now on run in the mode: the variable
    is set in this process's environment (or removed, for monitoring), which
    corpus.child_environment passes on to the programs."""
    if hook not in HOOKS:
        raise SystemExit("error: unknown hook mode %r (one of %s)" % (hook, ", ".join(HOOKS)))
    for path in HOOK_EXCLUDED:
        if not os.path.isfile(os.path.join(corpus.REPO_ROOT, path)):
            raise SystemExit("error: HOOK_EXCLUDED names %s, which does not exist" % path)
    if hook == HOOKS[0]:
        os.environ.pop(HOOK_VARIABLE, None)
    else:
        os.environ[HOOK_VARIABLE] = hook


def discover(arguments, hook=HOOKS[0]):
    """The programs named by `arguments` (the whole events corpus when
    empty) that run in the mode, and how many named ones do not."""
    found = corpus.discover(arguments or [EVENTS_DIR])
    selected = [path for path in found if runs_in(path, hook)]
    return selected, len(found) - len(selected)


def report_skipped(arguments, skipped, hook):
    """Says on stderr how many of the programs named on the command line (not
    of the whole corpus, whose split into modes is known) the mode leaves
    out."""
    if arguments and skipped:
        sys.stderr.write("note: %d program(s) skipped: they do not run with --hook %s\n"
                         % (skipped, hook))


def remove_caches():
    """Importing the tool writes tests/events/__pycache__; it is removed so
    the corpus stays as checked in."""
    corpus.remove_bytecode_caches(HELPER_FOLDER + "/_")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hook", choices=HOOKS, default=HOOKS[0],
                        help="the mode recorded (default monitoring; see the docstring)")
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 to record")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; report the programs whose recording differs")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: tests/events)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")
    sys.stderr.reconfigure(errors="backslashreplace")

    select_hook(args.hook)
    paths, skipped = discover(args.paths, args.hook)
    report_skipped(args.paths, skipped, args.hook)
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
        target = corpus.expected_path(path, recording_suffix(args.hook))
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
