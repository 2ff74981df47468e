#!/usr/bin/env python3
"""Records what CPython 3.13 prints for every program of the conformance corpus.

usage: record_conformance.py [--python PATH] [--jobs N] [paths or dirs...]

With no paths, every tests/conformance/**/*.py is recorded. For each program
NAME.py this writes NAME.expected beside it:

    exit: <exit status; negative when a signal ended the program, e.g. -2
          for an uncaught KeyboardInterrupt, which CPython reports by
          re-raising SIGINT>
    stderr-last: <last non-empty line of stderr, or nothing>
    --- stdout
    <stdout, verbatim>

Programs in a folder named "tracebacks" (or any program whose first five
lines hold the comment "# conformance: stderr-full") are compared on their
whole stderr, not just its last line; their recording has two more parts
between the header and the stdout:

    stderr-full: <number of lines in the stderr part>
    --- stderr
    <stderr, with every occurrence of the repository root's path followed
     by "/" removed, so that File "..." lines hold the repository-relative
     path whichever checkout or interpreter printed them>

Helper modules: a .py file or a folder whose name starts with "_" (e.g.
imports/_circular_a.py, imports/_pkg_rel/) is not a program. Programs import
such helpers directly: the program's own folder is sys.path[0] under both
interpreters, so no path needs adding. A program may import any module or
package that exists beside it, and relative imports (which fail in a
program run as a script) are allowed too.

Each program is run the way a user would run it and the way
run_conformance.py runs Taipan: from the repository root, with the path
relative to that root as argv[0], stdin empty, an environment without any
PYTHON* variable except PYTHONHASHSEED=0 and PYTHONIOENCODING=utf-8.

A program is refused (nothing is written for it, and the script exits with
status 1 after recording the others) when:
  - it imports a module not in ALLOWED_MODULES below (or calls __import__),
    except under a folder named "imports": those programs test the import
    system itself, so they may import anything and call __import__;
  - it does not finish within 5 seconds;
  - a second run, with another string-hash seed, prints something different
    (so output that depends on string hashing or anything else that varies
    is caught);
  - its stdout shows a memory address (" at 0x"), which differs between runs
    of different interpreters;
  - it lives under a folder named "errors" but does not end with an uncaught
    exception (exit status 1 and a traceback on stderr).

This module also holds the logic run_conformance.py shares (environment,
running a program, the .expected format). Standard library only; the script
itself runs under Python 3.8 and later (Debian's python3 is 3.11), while the
recorded CPython is the one given by --python.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import signal
import subprocess
import sys
import time

DEFAULT_PYTHON = "/root/.pyenv/versions/3.13.0/bin/python3.13"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS_DIR = os.path.join(REPO_ROOT, "tests", "conformance")
STDOUT_SEPARATOR = "--- stdout"
RECORD_TIMEOUT_SECONDS = 5.0
RECORD_HASH_SEEDS = ("0", "4242")
# The modules Taipan provides to the corpus (sys from start-up; gc, weakref
# and _weakref through the native-module registry, src/modules/native_modules.h).
ALLOWED_MODULES = frozenset([
    "sys", "gc", "weakref", "_weakref",
    # Issue 4 (builtins, modules, import system): a program importing one of
    # these fails on Taipan until that module lands, which the runner reports.
    "math", "time", "random", "itertools", "functools", "operator", "collections",
    "heapq", "bisect", "string", "array", "struct", "io", "os", "copy", "types", "abc",
    "enum", "dataclasses", "contextlib", "json", "re", "importlib", "builtins",
    # Issue 9 (the profiler): cProfile, its native core, pstats and marshal.
    "cProfile", "_lsprof", "pstats", "marshal",
])
ERRORS_FOLDER = "errors"
IMPORT_SYSTEM_FOLDER = "imports"
FULL_STDERR_FOLDER = "tracebacks"
FULL_STDERR_MARKER = "# conformance: stderr-full"
STDERR_SEPARATOR = "--- stderr"

TRACEBACK_HEADER = "Traceback (most recent call last):"

# Runs inside the recorded CPython (it alone can parse every 3.13 construct):
# reads a JSON list of paths on stdin and prints, per path, the modules the
# program imports, or a syntax error.
_IMPORT_PROBE = r"""
import ast, json, sys

def imports(path):
    with open(path, "rb") as f:
        tree = ast.parse(f.read(), path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.append("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Name) and node.id == "__import__":
            found.append("__import__")
    return found

for path in json.load(sys.stdin):
    try:
        print(json.dumps({"path": path, "imports": imports(path)}))
    except SyntaxError as error:
        print(json.dumps({"path": path, "error": "SyntaxError: %s" % error}))
"""


class Outcome:
    """What one run of a program produced. `problem` is None for a run that
    finished by itself; otherwise it says why the run was cut short."""

    def __init__(self, status, stdout, stderr, elapsed, problem=None, full_stderr=False):
        self.status = status
        self.stdout = stdout
        self.stderr_last = last_stderr_line(stderr)
        # Only programs that opted in keep their whole (normalised) stderr.
        self.stderr_full = normalise_stderr(stderr) if full_stderr else None
        self.printed_traceback = TRACEBACK_HEADER in stderr
        self.elapsed = elapsed
        self.problem = problem

    def key(self):
        """What the comparison looks at: (status, stderr_last, stdout,
        stderr_full), the last being None unless the program compares its
        whole stderr."""
        return (self.status, self.stderr_last, self.stdout, self.stderr_full)


def normalise_stderr(stderr):
    """Stderr with the repository root's path (as given and with symbolic
    links resolved) removed wherever it starts a path, and with every line
    ending in exactly one "\n"."""
    for root in sorted({REPO_ROOT, os.path.realpath(REPO_ROOT)}, key=len, reverse=True):
        stderr = stderr.replace(root.rstrip(os.sep) + os.sep, "")
    lines = stderr.replace("\r\n", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return "".join(line + "\n" for line in lines)


def compares_full_stderr(relative_path):
    """True for programs whose whole stderr is compared: those in a
    "tracebacks" folder and those that carry the marker comment in their
    first five lines."""
    if FULL_STDERR_FOLDER in relative_path.split("/")[:-1]:
        return True
    try:
        with open(os.path.join(REPO_ROOT, relative_path), encoding="utf-8",
                  errors="replace") as f:
            head = [f.readline() for _ in range(5)]
    except OSError:
        return False
    return any(line.strip() == FULL_STDERR_MARKER for line in head)


def last_stderr_line(stderr):
    """The last line of stderr that is not blank (without its line ending),
    or "" when there is none."""
    for line in reversed(stderr.split("\n")):
        line = line.rstrip("\r")
        if line.strip():
            return line
    return ""


def child_environment(hash_seed="0"):
    """The environment a program runs in: the caller's, minus every PYTHON*
    variable and anything that would colour a traceback, plus a fixed hash
    seed and UTF-8 standard streams."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("PYTHON") and name != "FORCE_COLOR"}
    env["PYTHONHASHSEED"] = hash_seed
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def run_command(command, cwd, timeout, hash_seed="0"):
    """Runs `command` (a list of words) from `cwd` with the corpus's
    environment and empty stdin; returns (status, stdout bytes, stderr bytes,
    problem), problem being a timeout or launch failure (status None when it
    could not start). The command gets its own process group, so that on a
    timeout everything it started is killed and no stray process keeps the
    pipes open."""
    try:
        process = subprocess.Popen(command, cwd=cwd, env=child_environment(hash_seed),
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, start_new_session=True)
    except OSError as error:
        return None, b"", b"", "could not run %s: %s" % (command[0], error)
    problem = None
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        problem = "timed out after %g s" % timeout
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except OSError:
            pass
        stdout, stderr = process.communicate()
    return process.returncode, stdout, stderr, problem


def run_program(command, relative_path, timeout, hash_seed="0", in_program_folder=False):
    """Runs `command relative_path` from the repository root and returns an
    Outcome. The program gets its own process group, so that on a timeout
    everything it started is killed and no stray process keeps the pipes
    open. With `in_program_folder` the program runs from its own folder
    instead, with its bare file name as argv[0] (the tests/events corpus
    runs that way, see scripts/record_events.py)."""
    start = time.monotonic()
    cwd, argument = REPO_ROOT, relative_path
    if in_program_folder:
        cwd = os.path.join(REPO_ROOT, os.path.dirname(relative_path))
        argument = os.path.basename(relative_path)
    status, stdout, stderr, problem = run_command(command + [argument], cwd, timeout, hash_seed)
    if status is None:
        return Outcome(None, "", "", 0.0, problem)
    elapsed = time.monotonic() - start
    # Absolute paths into the checkout (a module's __file__ found through
    # sys.path, which CPython makes absolute) are shown relative to it, so a
    # recording holds in any clone.
    return Outcome(status, relative_to_checkout(decode(stdout)),
                   relative_to_checkout(decode(stderr)), elapsed, problem,
                   compares_full_stderr(relative_path))


def relative_to_checkout(text):
    """`text` with the repository root's absolute path prefix removed."""
    return text.replace(REPO_ROOT + os.sep, "")


def decode(data):
    """Program output as text; bytes that are not UTF-8 survive as surrogates."""
    return data.decode("utf-8", "surrogateescape")


def discover(arguments):
    """The programs named by `arguments` (files, or folders searched
    recursively for *.py; the whole corpus when empty), as sorted paths
    relative to the repository root, with '/' separators."""
    if not arguments:
        arguments = [CORPUS_DIR]
    found = set()
    for argument in arguments:
        path = os.path.abspath(argument)
        if os.path.isdir(path):
            for folder, subfolders, files in os.walk(path):
                subfolders[:] = [name for name in subfolders
                                 if not name.startswith(".") and not is_helper(name)]
                for name in files:
                    if name.endswith(".py") and not is_helper(name):
                        found.add(os.path.join(folder, name))
        elif os.path.isfile(path) and path.endswith(".py"):
            found.add(path)
        else:
            raise SystemExit("error: %s is neither a .py file nor a folder" % argument)
    root = os.path.realpath(REPO_ROOT)
    result = []
    for path in found:
        relative = os.path.relpath(os.path.realpath(path), root)
        if relative.startswith(".."):
            raise SystemExit("error: %s is outside the repository" % path)
        result.append(relative.replace(os.sep, "/"))
    return sorted(result)


def expected_path(relative_path, suffix=".expected"):
    """Where the recording of a program lives: NAME.py -> NAME.expected (the
    events corpus keeps more recordings of one program under other suffixes,
    e.g. NAME.settrace.expected, see scripts/record_events.py)."""
    return os.path.join(REPO_ROOT, relative_path[:-3] + suffix)


def format_expected(outcome):
    """The text of a .expected file for an outcome."""
    stderr_line = "stderr-last:" + (" " + outcome.stderr_last if outcome.stderr_last else "")
    full = ""
    if outcome.stderr_full is not None:
        full = "stderr-full: %d\n%s\n%s" % (outcome.stderr_full.count("\n"), STDERR_SEPARATOR,
                                             outcome.stderr_full)
    return "exit: %d\n%s\n%s%s\n%s" % (outcome.status, stderr_line, full, STDOUT_SEPARATOR,
                                       outcome.stdout)


def read_expected(relative_path, suffix=".expected"):
    """Reads a recording (the one with the given suffix, see expected_path)
    as (status, stderr_last, stdout, stderr_full), the last None when the
    recording has no stderr part; raises OSError or ValueError when it is
    missing or malformed."""
    path = expected_path(relative_path, suffix)
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        text = f.read()
    parts = text.split("\n", 2)
    if (len(parts) < 3 or not parts[0].startswith("exit: ")
            or not parts[1].startswith("stderr-last:")):
        raise ValueError("%s is not a conformance recording" % path)
    rest = parts[2]
    stderr_full = None
    if rest.startswith("stderr-full: "):
        count_line, _, rest = rest.partition("\n")
        try:
            count = int(count_line[len("stderr-full: "):])
        except ValueError:
            raise ValueError("%s: bad stderr-full line %r" % (path, count_line))
        lines = rest.split("\n", count + 1)
        if len(lines) < count + 2 or lines[0] != STDERR_SEPARATOR:
            raise ValueError("%s: truncated stderr part" % path)
        stderr_full = "".join(line + "\n" for line in lines[1:count + 1])
        rest = lines[count + 1]
    separator, newline, stdout = rest.partition("\n")
    if separator != STDOUT_SEPARATOR or not newline:
        raise ValueError("%s is not a conformance recording" % path)
    try:
        status = int(parts[0][len("exit: "):])
    except ValueError:
        raise ValueError("%s: bad exit line %r" % (path, parts[0]))
    stderr_last = parts[1][len("stderr-last:"):]
    if stderr_last.startswith(" "):
        stderr_last = stderr_last[1:]
    return status, stderr_last, stdout, stderr_full


def probe_imports(python, paths):
    """Maps each path to the modules it imports (or an error string)."""
    result = subprocess.run([python, "-I", "-c", _IMPORT_PROBE], input=json.dumps(paths),
                            capture_output=True, text=True, cwd=REPO_ROOT,
                            env=child_environment(), timeout=300)
    if result.returncode != 0:
        raise SystemExit("error: %s could not read the programs:\n%s" % (python, result.stderr))
    records = {}
    for line in result.stdout.splitlines():
        record = json.loads(line)
        records[record["path"]] = record.get("error") or record["imports"]
    return records


def exists_beside(relative_path, module):
    """True when `module` is a module or package in the program's folder
    (a helper of the corpus, see the file comment)."""
    folder = os.path.join(REPO_ROOT, os.path.dirname(relative_path))
    return (os.path.isfile(os.path.join(folder, module + ".py"))
            or os.path.isdir(os.path.join(folder, module)))


def remove_bytecode_caches(relative_path):
    """CPython writes __pycache__ folders beside the helper modules a program
    imports; they are removed again so the corpus stays as checked in."""
    folder = os.path.join(REPO_ROOT, os.path.dirname(relative_path))
    for current, subfolders, _ in os.walk(folder):
        if "__pycache__" in subfolders:
            shutil.rmtree(os.path.join(current, "__pycache__"), ignore_errors=True)
            subfolders.remove("__pycache__")


def is_helper(name):
    """Files and folders named with a leading "_" hold helper modules, not
    programs."""
    return name.startswith("_")


def in_errors_folder(relative_path):
    """True for programs of the uncaught-exception corpus."""
    return ERRORS_FOLDER in relative_path.split("/")[:-1]


def record_one(python, relative_path, imports, in_program_folder=False, helper_folders=()):
    """Runs one program as the recording rules say; returns (text, None) for
    a recording or (None, reason) for a refusal. `in_program_folder` is
    passed on to run_program; `helper_folders` (paths relative to the
    repository root) hold more helper modules the program may import."""
    if isinstance(imports, str):
        return None, imports
    in_import_corpus = IMPORT_SYSTEM_FOLDER in relative_path.split("/")[:-1]
    foreign = sorted(set(name for name in imports
                         if not in_import_corpus
                         and not name.startswith(".")
                         and name.split(".")[0] not in ALLOWED_MODULES
                         and not exists_beside(relative_path, name.split(".")[0])
                         and not any(exists_beside(folder + "/_", name.split(".")[0])
                                     for folder in helper_folders)))
    if foreign:
        return None, "imports %s (only %s are allowed)" % (", ".join(foreign),
                                                            ", ".join(sorted(ALLOWED_MODULES)))
    outcomes = []
    for seed in RECORD_HASH_SEEDS:
        outcome = run_program([python], relative_path, RECORD_TIMEOUT_SECONDS, seed,
                              in_program_folder)
        remove_bytecode_caches(relative_path)
        if outcome.problem:
            return None, outcome.problem
        if outcome.elapsed > RECORD_TIMEOUT_SECONDS:
            return None, "took %.1f s (the limit is %g s)" % (outcome.elapsed,
                                                              RECORD_TIMEOUT_SECONDS)
        outcomes.append(outcome)
    first, second = outcomes
    if " at 0x" in first.stdout:
        return None, "stdout shows a memory address (a default object repr?)"
    if first.key() != second.key():
        return None, "nondeterministic: %s" % describe_difference(first.key(), second.key())
    if in_errors_folder(relative_path):
        if first.status != 1 or not first.printed_traceback:
            return None, ("an errors/ program must end with an uncaught exception, but it "
                          "exited with %d and stderr ends with %r"
                          % (first.status, first.stderr_last))
    return format_expected(first), None


def describe_difference(expected, actual):
    """One line naming each part in which two (status, stderr_last, stdout,
    stderr_full) tuples differ (for stdout and the full stderr, the first
    differing line), or "" when they are equal. The full stderr counts only
    when the expected side has one. run_conformance.py uses it for its
    failure lines."""
    differences = []
    if expected[0] != actual[0]:
        differences.append("exit status: expected %s, got %s" % (expected[0], actual[0]))
    if expected[1] != actual[1]:
        differences.append("stderr-last: expected %s, got %s"
                           % (shorten(expected[1]), shorten(actual[1])))
    if expected[2] != actual[2]:
        differences.append(describe_stdout_difference(expected[2], actual[2]))
    if expected[3] is not None and expected[3] != actual[3]:
        differences.append(describe_stdout_difference(expected[3], actual[3] or "", "stderr"))
    return "; ".join(differences)


def split_lines(text):
    """Splits output into lines (without their "\n") and says whether the
    last line was terminated."""
    lines = text.split("\n")
    terminated = lines[-1] == ""
    if terminated:
        lines.pop()
    return lines, terminated


def describe_stdout_difference(expected, actual, stream="stdout"):
    """Where two different stdout (or stderr) texts first differ, as one
    short phrase."""
    want, want_newline = split_lines(expected)
    got, got_newline = split_lines(actual)
    for index in range(max(len(want), len(got))):
        left = want[index] if index < len(want) else None
        right = got[index] if index < len(got) else None
        if left != right:
            return "%s line %d: expected %s, got %s" % (stream, index + 1, shorten(left),
                                                         shorten(right))
    return "%s: the last line %s a newline" % (stream, "lacks" if want_newline else "has")


def shorten(line, limit=100):
    """A line's repr cut to `limit` characters; None shows as <missing>."""
    if line is None:
        return "<missing>"
    text = repr(line)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=DEFAULT_PYTHON, help="the CPython 3.13 to record")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: the corpus)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")
    sys.stderr.reconfigure(errors="backslashreplace")

    paths = discover(args.paths)
    if not paths:
        raise SystemExit("error: no programs found")
    imports = probe_imports(args.python, paths)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda path: record_one(args.python, path,
                                                        imports.get(path, "not probed")),
                                paths))
    refused = []
    recorded = 0
    for path, (text, reason) in zip(paths, results):
        if text is None:
            refused.append("%s: %s" % (path, reason))
            continue
        with open(expected_path(path), "w", encoding="utf-8", errors="surrogateescape",
                  newline="") as f:
            f.write(text)
        recorded += 1
    print("recorded %d program(s)" % recorded)
    if refused:
        sys.stderr.write("error: refused %d program(s):\n" % len(refused))
        for line in refused:
            sys.stderr.write("  %s\n" % line)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
