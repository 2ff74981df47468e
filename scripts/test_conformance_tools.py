#!/usr/bin/env python3
"""Self-test of run_conformance.py and record_conformance.py.

usage: test_conformance_tools.py [--python PATH]

Taipan cannot run programs yet, so the runner is checked against two
stand-ins in scripts/conformance_standins/:

  cpython   runs CPython 3.13 itself: every program must pass;
  broken    runs CPython, then breaks each program's output in a way derived
            from its path (see breakage_kind in that file): exactly the
            programs it breaks must fail, each with a failure line naming the
            part that differs; with TAIPAN_STANDIN_MODE=hang or crash it
            hangs or dies from SIGSEGV instead.

It also checks the known-failures list (a known failure and an unexpectedly
passing entry), --live mode, --observe-all (invisible on CPython), a program
without a recording, and the exit
statuses and summary lines; and that record_conformance.py records a good
program in the documented format and refuses nondeterministic, slow,
importing, address-printing and non-failing errors/ programs (written to a
scratch folder inside the repository, removed afterwards).

A sample of the corpus is used so the test runs in well under a minute.
Prints one line per check and "N checks passed, M failed"; exits with status
1 if any check failed (or prints "skipped: ..." and exits 0 when CPython 3.13
is not installed). Standard library only; runs under Python 3.11 too.
"""

import argparse
import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import record_conformance as corpus  # noqa: E402

RUNNER = os.path.join(HERE, "run_conformance.py")
RECORDER = os.path.join(HERE, "record_conformance.py")
STANDINS = os.path.join(HERE, "conformance_standins")
CPYTHON_STANDIN = os.path.join(STANDINS, "cpython")
BROKEN_STANDIN = os.path.join(STANDINS, "broken")


def load_broken_standin():
    """The broken stand-in as a module, for its breakage_kind function."""
    loader = importlib.machinery.SourceFileLoader("broken_standin", BROKEN_STANDIN)
    spec = importlib.util.spec_from_loader("broken_standin", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def sample_programs(broken):
    """A sample of the corpus with every breakage kind, the uncaught
    KeyboardInterrupt program (a signal status) and some errors/ programs."""
    everything = corpus.discover([])
    chosen, per_kind = [], {}
    for path in everything:
        kind = broken.breakage_kind(path)
        if per_kind.get(kind, 0) < 4:
            per_kind[kind] = per_kind.get(kind, 0) + 1
            chosen.append(path)
    for path in everything:
        if path.endswith(("uncaught_keyboard_interrupt.py", "exit_code_three.py",
                          "name_suggestion_local.py")) and path not in chosen:
            chosen.append(path)
    # Two programs whose whole stderr is compared.
    chosen.extend([path for path in everything
                   if corpus.compares_full_stderr(path) and path not in chosen][:2])
    return sorted(chosen)


def run_script(script, arguments, env=None):
    """Runs one of the scripts; returns (status, stdout lines, stderr)."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    result = subprocess.run([sys.executable, script] + arguments, capture_output=True,
                            text=True, cwd=corpus.REPO_ROOT, env=full_env, timeout=600)
    return result.returncode, result.stdout.splitlines(), result.stderr


def run_runner(arguments, env=None):
    return run_script(RUNNER, arguments, env)


# Programs the recorder must accept (the first) or refuse (the others), with
# a word its refusal line must contain.
RECORDER_CASES = {
    "good.py": ("print('hello')\nimport sys, gc, weakref\nsys.stderr.write('note\\n')\n"
                "sys.exit(2)\n", None),
    "strings_set.py": ("print({'alpha', 'beta', 'gamma', 'delta', 'epsilon'})\n",
                       "nondeterministic"),
    "slow.py": ("n = 0\nwhile True:\n    n += 1\n", "timed out"),
    "imports.py": ("import socket\nprint(socket.AF_INET)\n", "imports socket"),
    "address.py": ("print(object())\n", "memory address"),
    "errors/does_not_fail.py": ("print('fine')\n", "uncaught exception"),
}

# A program whose whole stderr is recorded (it lives in a "tracebacks"
# folder), and the recording the recorder must write for it: the repository
# root is stripped from the File lines.
FULL_STDERR_SOURCE = "print('before')\ndef f():\n    raise KeyError('k')\nf()\n"


def full_stderr_recording(relative):
    traceback = ("Traceback (most recent call last):\n"
                 "  File \"%s/tracebacks/full.py\", line 4, in <module>\n"
                 "    f()\n"
                 "    ~^^\n"
                 "  File \"%s/tracebacks/full.py\", line 3, in f\n"
                 "    raise KeyError('k')\n"
                 "KeyError: 'k'\n") % (relative, relative)
    return ("exit: 1\nstderr-last: KeyError: 'k'\nstderr-full: 7\n--- stderr\n%s"
            "--- stdout\nbefore\n" % traceback)


def check_recorder(c, python):
    """Records a scratch corpus and checks what was written and refused."""
    scratch = tempfile.mkdtemp(prefix="conformance-selftest-", dir=corpus.REPO_ROOT)
    try:
        os.mkdir(os.path.join(scratch, "errors"))
        os.mkdir(os.path.join(scratch, "tracebacks"))
        for name, (source, _) in RECORDER_CASES.items():
            with open(os.path.join(scratch, name), "w") as f:
                f.write(source)
        with open(os.path.join(scratch, "tracebacks", "full.py"), "w") as f:
            f.write(FULL_STDERR_SOURCE)
        with open(os.path.join(scratch, "marked.py"), "w") as f:
            f.write("# A program outside tracebacks/ that opts in.\n"
                    "# conformance: stderr-full\n"
                    "import sys\nsys.stderr.write('one\\ntwo\\n')\n")
        status, lines, err = run_script(RECORDER, ["--python", python, scratch])
        relative = os.path.relpath(scratch, corpus.REPO_ROOT)
        with open(os.path.join(scratch, "good.expected")) as f:
            recording = f.read()
        c.check("recorder writes the documented format",
                recording == "exit: 2\nstderr-last: note\n--- stdout\nhello\n", repr(recording))
        with open(os.path.join(scratch, "tracebacks", "full.expected")) as f:
            recording = f.read()
        c.check("recorder writes the whole stderr of a tracebacks/ program",
                recording == full_stderr_recording(relative), repr(recording))
        full_path = "%s/tracebacks/full.py" % relative
        c.check("a stderr-full recording reads back",
                corpus.read_expected(full_path)[3] == recording.split("--- stderr\n")[1]
                .split("--- stdout\n")[0], repr(corpus.read_expected(full_path)))
        status_full, lines_full, _ = run_runner(["--taipan", CPYTHON_STANDIN, full_path],
                                                {"TAIPAN_STANDIN_PYTHON": python})
        c.check("a tracebacks/ program passes against CPython",
                status_full == 0 and lines_full == ["1 passed, 0 failed"], "%r" % lines_full)
        status_full, lines_full, _ = run_runner(["--taipan", BROKEN_STANDIN, full_path],
                                                {"TAIPAN_STANDIN_PYTHON": python,
                                                 "TAIPAN_STANDIN_MODE": "traceback"})
        c.check("a changed traceback line fails a tracebacks/ program",
                status_full == 1 and len(lines_full) == 2
                and "stderr line 2: expected" in lines_full[0]
                and "stderr-last" not in lines_full[0], "%r" % lines_full)
        for name, (_, reason) in RECORDER_CASES.items():
            if reason is None:
                continue
            refusal = [line for line in err.splitlines()
                       if line.strip().startswith("%s/%s:" % (relative, name))]
            c.check("recorder refuses %s (%s)" % (name, reason),
                    len(refusal) == 1 and reason in refusal[0]
                    and not os.path.exists(os.path.join(scratch, name[:-3] + ".expected")),
                    "%r" % err[-500:])
        with open(os.path.join(scratch, "marked.expected")) as f:
            recording = f.read()
        c.check("the stderr-full marker comment opts a program in",
                recording == "exit: 0\nstderr-last: two\nstderr-full: 2\n--- stderr\none\ntwo\n"
                "--- stdout\n", repr(recording))
        c.check("recorder exits with 1 after refusals", status == 1 and lines == [
            "recorded 3 program(s)"], "status %d, %r" % (status, lines))
    finally:
        shutil.rmtree(scratch)


class Checker:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, label, condition, detail=""):
        if condition:
            self.passed += 1
            print("ok   %s" % label)
        else:
            self.failed += 1
            print("FAIL %s%s" % (label, (": " + detail) if detail else ""))


def failure_paths(lines):
    return sorted(line.split()[1].rstrip(":") for line in lines if line.startswith("FAIL "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=corpus.DEFAULT_PYTHON,
                        help="the CPython 3.13 the stand-ins and --live use")
    args = parser.parse_args()
    if not os.access(args.python, os.X_OK):
        print("skipped: %s not found" % args.python)
        return 0
    env = {"TAIPAN_STANDIN_PYTHON": args.python}
    broken = load_broken_standin()
    programs = sample_programs(broken)
    c = Checker()

    status, lines, err = run_runner(["--taipan", CPYTHON_STANDIN, "--python", args.python]
                                    + programs, env)
    c.check("cpython stand-in: all %d pass" % len(programs),
            status == 0 and lines == ["%d passed, 0 failed" % len(programs)],
            "status %d, output %r %s" % (status, lines[-3:], err[-300:]))

    expected_broken = sorted(p for p in programs if broken.breakage_kind(p) != "pass")
    status, lines, err = run_runner(["--taipan", BROKEN_STANDIN, "--jobs", "3"] + programs, env)
    c.check("broken stand-in: exactly the broken programs fail",
            failure_paths(lines) == expected_broken,
            "got %r, wanted %r" % (failure_paths(lines), expected_broken))
    c.check("broken stand-in: summary line and status 1",
            status == 1 and lines[-1] == "%d passed, %d failed" % (
                len(programs) - len(expected_broken), len(expected_broken)),
            "status %d, last line %r" % (status, lines[-1:]))
    words = {"stdout": "stdout line", "status": "exit status", "stderr": "stderr-last",
             "first": "stdout line 1:"}
    mismatched = [line for line in lines if line.startswith("FAIL ")
                  and words[broken.breakage_kind(line.split()[1].rstrip(":"))] not in line]
    c.check("broken stand-in: each failure names what differs", not mismatched,
            "%r" % mismatched[:3])

    # Known failures: one broken program listed (known failure), one passing
    # program listed (unexpectedly passing, which counts as a failure).
    broken_one = expected_broken[0]
    passing_one = next(p for p in programs if broken.breakage_kind(p) == "pass")
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("# comment lines and blank lines are ignored\n\n")
        f.write("%s  # the stand-in breaks it\n" % broken_one)
        f.write("%s  # listed although it passes\n" % passing_one)
        known_path = f.name
    try:
        status, lines, err = run_runner(["--taipan", BROKEN_STANDIN, "--known-failures",
                                         known_path, broken_one, passing_one], env)
    finally:
        os.unlink(known_path)
    c.check("known failure reported as such",
            any(line.startswith("known failure %s" % broken_one) for line in lines), "%r" % lines)
    c.check("unexpectedly passing entry is a failure",
            any(line.startswith("FAIL %s: unexpectedly passing" % passing_one) for line in lines)
            and lines[-1] == "0 passed, 1 failed, 1 known failures" and status == 1,
            "status %d, %r" % (status, lines))

    # Live mode compares with a fresh CPython run and agrees with the recordings.
    status, lines, err = run_runner(["--taipan", BROKEN_STANDIN, "--live", "--python",
                                     args.python] + programs[:12], env)
    wanted = sorted(p for p in programs[:12] if broken.breakage_kind(p) != "pass")
    c.check("live mode finds the same failures", failure_paths(lines) == wanted,
            "got %r, wanted %r" % (failure_paths(lines), wanted))

    # --wrapper puts a command before Taipan's (as memcheck_conformance.py
    # puts valgrind): `env` changes nothing, and a prefix that exits with 99
    # (valgrind's status for an error it found) fails every program on it.
    two = programs[:2]
    status, lines, err = run_runner(["--taipan", CPYTHON_STANDIN, "--wrapper", "env"] + two, env)
    c.check("a transparent wrapper changes nothing",
            status == 0 and lines == ["2 passed, 0 failed"], "status %d, %r" % (status, lines))
    status, lines, err = run_runner(["--taipan", CPYTHON_STANDIN, "--wrapper",
                                     "sh -c 'exit 99'"] + two, env)
    c.check("a wrapper's exit status fails the programs",
            status == 1 and sum("exit status" in line for line in lines) == 2, "%r" % lines)

    # --observe-all runs each program under scripts/observe_all.py (a
    # sys.monitoring tool observing every event); on CPython the wrapper is
    # invisible, so the whole sample (uncaught exceptions, sys.exit codes,
    # KeyboardInterrupt, whole-stderr programs) still passes, without the
    # observe-all known failures, which CPython does not have.
    status, lines, err = run_runner(["--taipan", CPYTHON_STANDIN, "--observe-all",
                                     "--known-failures", ""] + programs, env)
    c.check("--observe-all: the wrapper is invisible on CPython",
            status == 0 and lines == ["%d passed, 0 failed" % len(programs)],
            "status %d, output %r %s" % (status, lines[-3:], err[-300:]))

    # Timeouts and crashes are failures with a clear reason.
    status, lines, err = run_runner(["--taipan", BROKEN_STANDIN, "--timeout", "1"] + two,
                                    dict(env, TAIPAN_STANDIN_MODE="hang"))
    c.check("hanging programs time out",
            status == 1 and sum("timed out after 1 s" in line for line in lines) == 2
            and lines[-1] == "0 passed, 2 failed", "%r" % lines)
    status, lines, err = run_runner(["--taipan", BROKEN_STANDIN] + two,
                                    dict(env, TAIPAN_STANDIN_MODE="crash"))
    c.check("crashes are reported with the signal",
            status == 1 and sum("killed by SIGSEGV" in line for line in lines) == 2, "%r" % lines)

    # A traceback line that differs is seen only where the whole stderr counts.
    status, lines, err = run_runner(["--taipan", BROKEN_STANDIN] + programs,
                                    dict(env, TAIPAN_STANDIN_MODE="traceback"))
    wanted = sorted(p for p in programs if corpus.compares_full_stderr(p)
                    and corpus.read_expected(p)[3])
    c.check("traceback mode: only stderr-full programs with a traceback fail",
            failure_paths(lines) == wanted, "got %r, wanted %r" % (failure_paths(lines), wanted))

    # A program without a recording fails with a hint to record it.
    scratch = tempfile.mkdtemp(prefix="conformance-selftest-", dir=corpus.REPO_ROOT)
    try:
        with open(os.path.join(scratch, "unrecorded.py"), "w") as f:
            f.write("print('no recording beside me')\n")
        status, lines, err = run_runner(["--taipan", CPYTHON_STANDIN, scratch], env)
    finally:
        shutil.rmtree(scratch)
    c.check("missing recording is a failure",
            status == 1 and any("no usable recording" in line for line in lines), "%r" % lines)

    # A bad taipan path is an error, not a pass.
    status, lines, err = run_runner(["--taipan", os.path.join(STANDINS, "missing")] + two, env)
    c.check("missing taipan executable is an error", status != 0 and "not an executable" in err,
            "status %d, %r" % (status, err))

    check_recorder(c, args.python)

    print("%d checks passed, %d failed" % (c.passed, c.failed))
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
