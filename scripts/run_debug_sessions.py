#!/usr/bin/env python3
"""Runs the scripted sessions of the example line debugger (examples/linedebug.py)
on an interpreter and compares each transcript with CPython 3.13's recording.

usage: run_debug_sessions.py [--taipan PATH] [--record] [--python PATH]
                             [--timeout SECONDS] [sessions...]

A session is examples/debug_sessions/NAME.commands. Its first line names the
program and its arguments, `# run: PROGRAM [ARGS...]`; the rest are debugger
commands. The session runs from examples/debug_sessions/ as

    INTERPRETER ../linedebug.py --commands NAME.commands PROGRAM ARGS...

with stdin empty, no PYTHON* variable but PYTHONHASHSEED=0 and
PYTHONIOENCODING=utf-8. It passes when the debugger exits with status 0 and
its stdout equals NAME.transcript byte for byte (stderr is not compared:
CPython writes RuntimeWarnings there for some jumps; it is shown when a
session fails). Output: one line per failing session, the unified diff of
the first failure, then "N passed, M failed"; exit status 1 when M > 0.

--record runs every session under --python (CPython 3.13 by default) twice,
with two hash seeds, and writes NAME.transcript only when both runs agree,
exit with 0, and show no memory address; otherwise it reports the session
and writes nothing for it. With --taipan as well, the check follows the
recording. --taipan given CPython itself checks that the recorded
transcripts are reproducible.

Standard library only; the script runs under Python 3.8 and later.
"""

import argparse
import difflib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_conformance as corpus  # noqa: E402

SESSIONS_DIR = os.path.join(corpus.REPO_ROOT, "examples", "debug_sessions")
DEBUGGER = os.path.join("..", "linedebug.py")
RUN_MARKER = "# run:"
DEFAULT_TIMEOUT_SECONDS = 30.0
RECORD_HASH_SEEDS = ("0", "4242")
# A transcript that went wrong early differs everywhere after; the head of
# the diff is what matters.
MAX_DIFF_LINES = 80


class SessionError(Exception):
    """A session that cannot be run at all (no `# run:` line, no program)."""


def discover(arguments):
    """The sessions named by `arguments` (NAME.commands files, or NAME alone),
    or every session when there are none, as sorted paths."""
    if not arguments:
        return sorted(os.path.join(SESSIONS_DIR, name) for name in os.listdir(SESSIONS_DIR)
                      if name.endswith(".commands"))
    paths = []
    for argument in arguments:
        path = argument if argument.endswith(".commands") else argument + ".commands"
        if not os.path.isfile(path):
            path = os.path.join(SESSIONS_DIR, os.path.basename(path))
        if not os.path.isfile(path):
            raise SystemExit("error: no session %s" % argument)
        paths.append(os.path.abspath(path))
    return sorted(paths)


def program_of(session):
    """The program and its arguments, from the session's `# run:` line."""
    with open(session, encoding="utf-8") as handle:
        first = handle.readline().strip()
    if not first.startswith(RUN_MARKER):
        raise SessionError("the first line must be '%s PROGRAM [ARGS...]'" % RUN_MARKER)
    words = first[len(RUN_MARKER):].split()
    if not words or not os.path.isfile(os.path.join(os.path.dirname(session), words[0])):
        raise SessionError("no program %r beside the session" % " ".join(words[:1]))
    return words


def run_session(interpreter, session, timeout, hash_seed="0"):
    """Runs one session; returns (status, stdout, stderr, problem), where
    problem is a timeout or launch failure, else None."""
    command = [interpreter, DEBUGGER, "--commands", os.path.basename(session)]
    command += program_of(session)
    status, stdout, stderr, problem = corpus.run_command(command, os.path.dirname(session),
                                                        timeout, hash_seed)
    return status, corpus.decode(stdout), corpus.decode(stderr), problem


def transcript_path(session):
    return session[:-len(".commands")] + ".transcript"


def name_of(session):
    return os.path.basename(session)[:-len(".commands")]


def stderr_tail(stderr, lines=8):
    kept = stderr.rstrip("\n").split("\n")[-lines:] if stderr.strip() else []
    return "".join("    stderr: %s\n" % line for line in kept)


def check(interpreter, sessions, timeout):
    passed = failed = 0
    shown_diff = False
    for session in sessions:
        name = name_of(session)
        try:
            with open(transcript_path(session), encoding="utf-8", newline="") as handle:
                expected = handle.read()
            status, stdout, stderr, problem = run_session(interpreter, session, timeout)
        except (OSError, SessionError) as error:
            print("FAIL %s: %s" % (name, error))
            failed += 1
            continue
        if problem is None and status == 0 and stdout == expected:
            passed += 1
            continue
        failed += 1
        reason = problem or ("debugger exit status %s" % status if status != 0
                             else "transcript differs")
        print("FAIL %s: %s" % (name, reason))
        sys.stdout.write(stderr_tail(stderr))
        if not shown_diff and stdout != expected:
            # One diff is enough to start from; the others would mostly
            # repeat it, since sessions share the debugger.
            shown_diff = True
            diff = list(difflib.unified_diff(expected.splitlines(True), stdout.splitlines(True),
                                             name + ".transcript", name + " (this run)"))
            for line in diff[:MAX_DIFF_LINES]:
                sys.stdout.write(line if line.endswith("\n") else line + "\n")
            if len(diff) > MAX_DIFF_LINES:
                print("... (%d more diff lines)" % (len(diff) - MAX_DIFF_LINES))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def record(python, sessions, timeout):
    problems = 0
    for session in sessions:
        name = name_of(session)
        try:
            runs = [run_session(python, session, timeout, seed) for seed in RECORD_HASH_SEEDS]
        except SessionError as error:
            print("NOT RECORDED %s: %s" % (name, error))
            problems += 1
            continue
        status, stdout, stderr, problem = runs[0]
        complaint = None
        if problem is not None:
            complaint = problem
        elif status != 0:
            complaint = "debugger exit status %s" % status
        elif any(run[1] != stdout for run in runs[1:]):
            complaint = "two runs with different hash seeds print different transcripts"
        elif " at 0x" in stdout:
            complaint = "the transcript shows a memory address"
        if complaint is not None:
            print("NOT RECORDED %s: %s" % (name, complaint))
            sys.stdout.write(stderr_tail(stderr))
            problems += 1
            continue
        with open(transcript_path(session), "w", encoding="utf-8", newline="") as handle:
            handle.write(stdout)
        print("recorded %s (%d lines)" % (name, stdout.count("\n")))
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", help="the interpreter to check")
    parser.add_argument("--record", action="store_true",
                        help="rewrite the transcripts from --python instead of checking")
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 that --record runs (default %(default)s)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_SECONDS,
                        help="seconds a session may run (default %(default)g)")
    parser.add_argument("sessions", nargs="*",
                        help="NAME.commands files or session names (default: all)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")
    if not args.record and args.taipan is None:
        parser.error("give --taipan PATH, --record, or both (record, then check)")
    sessions = discover(args.sessions)
    if args.record:
        status = record(args.python, sessions, args.timeout)
        if status or args.taipan is None:
            return status
    interpreter = os.path.abspath(args.taipan)
    if not os.access(interpreter, os.X_OK):
        raise SystemExit("error: %s is not an executable" % args.taipan)
    return check(interpreter, sessions, args.timeout)


if __name__ == "__main__":
    sys.exit(main())
