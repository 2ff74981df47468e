#!/usr/bin/env python3
"""Compares the call counts Taipan's cProfile reports with CPython 3.13's.

usage: compare_cprofile.py --taipan PATH [--jobs N] [paths...]
       compare_cprofile.py --record [--python PATH] [paths...]

The programs: tests/profile/*.py (files starting with "_" are helpers) and
benchmarks/programs/*.py at their "# bench-count-size: N" size. Each runs
from its own folder as `INTERPRETER -m cProfile -o FILE NAME.py [SIZE]`;
a program containing the line "# profile: self" profiles itself instead
(it runs as `INTERPRETER NAME.py FILE` and writes its own statistics to
FILE with Profile.dump_stats or pstats.Stats.dump_stats). The statistics
file (marshal, read here with the host Python's marshal, so Taipan's
marshal output is checked too) is summarised as

    {"functions": {"FUNC": [primitive calls, calls], ...},
     "callers": {"CALLER -> FUNC": [calls, primitive calls], ...},
     "stdout": the program's output, "status": its exit status}

where FUNC is pstats' "file:line(name)" (the file's base name) or a
builtin's "{built-in method builtins.len}"; code compiled from a string
("<string>:1(<module>)", what runctx runs) counts as the program's. A
builtin that no seen frame called is kept with its own counts. Times are
left out, and so
are functions whose label another function of the program shares (two
lambdas on one line: a stats dict keeps one of them, whichever the
profiler lists last). Only what
the program's own code does is kept, since the standard library is not the
same code on both interpreters: the functions of the program's file, the
builtins it calls directly (their counts are the calls from its code), and
the caller/callee pairs in which one side is the program's and the other
the program's or a builtin.

--record runs CPython and writes NAME.expected (JSON) beside each test
program, or tests/profile/benchmarks/NAME.expected for a benchmark, so
the comparison needs no CPython. The comparison prints one line per
difference and a summary "N programs, M differ"; it exits 1 when any does.

Standard library only; runs under Debian's python3 (3.11) too.
"""

import argparse
import ast
import concurrent.futures
import json
import marshal
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROFILE_DIR = os.path.join(ROOT, "tests", "profile")
BENCH_DIR = os.path.join(ROOT, "benchmarks", "programs")
DEFAULT_PYTHON = "/root/.pyenv/versions/3.13.0/bin/python3.13"
SELF_MARKER = "# profile: self"
SIZE_LINE = re.compile(r"^#\s*bench-count-size:\s*(\d+)\s*$", re.MULTILINE)
TIMEOUT = 120


def discover(paths):
    """The programs to run: given files and folders, or the whole corpus."""
    if not paths:
        paths = [PROFILE_DIR, BENCH_DIR]
    found = []
    for path in paths:
        path = os.path.abspath(path)
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(".py") and not name.startswith("_"):
                    found.append(os.path.join(path, name))
        else:
            found.append(path)
    return found


def expected_path(program):
    name = os.path.splitext(os.path.basename(program))[0]
    if os.path.dirname(program) == BENCH_DIR:
        return os.path.join(PROFILE_DIR, "benchmarks", name + ".expected")
    return os.path.splitext(program)[0] + ".expected"


def command_for(interpreter, program, outfile):
    with open(program, encoding="utf-8") as f:
        source = f.read()
    name = os.path.basename(program)
    if SELF_MARKER in source:
        return [interpreter, name, outfile]
    command = [interpreter, "-m", "cProfile", "-o", outfile, name]
    size = SIZE_LINE.search(source)
    if size:
        command.append(size.group(1))
    return command


def environment():
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    return env


ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def std_string(func):
    filename, line, name = func
    if filename == "~" and line == 0:
        # "<built-in method __new__ of type object at 0x...>": addresses vary.
        name = ADDRESS.sub(" at 0x...", name)
        if name.startswith("<") and name.endswith(">"):
            return "{%s}" % name[1:-1]
        return name
    return "%s:%d(%s)" % (os.path.basename(filename), line, name)


def shared_labels(program):
    """The labels two functions of the program share ("f.py:3(<lambda>)" for
    two lambdas on line 3). A stats dict keeps one function per label, and
    which one depends on the order the profiler lists them in, so these
    are left out."""
    with open(program, "rb") as f:
        source = f.read()
    try:
        tree = ast.parse(source, program)
    except SyntaxError:
        return set()
    seen = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            line = min([node.lineno] + [d.lineno for d in node.decorator_list])
            key = (line, node.name)
        elif isinstance(node, ast.Lambda):
            key = (node.lineno, "<lambda>")
        elif isinstance(node, ast.GeneratorExp):
            key = (node.lineno, "<genexpr>")
        else:
            continue
        seen[key] = seen.get(key, 0) + 1
    name = os.path.basename(program)
    return {"%s:%d(%s)" % (name, line, func) for (line, func), count in seen.items() if count > 1}


def summarise(stats, program):
    """The part of a stats dict both interpreters must agree on."""
    own = os.path.basename(program)
    shared = shared_labels(program)

    def mine(func):
        # Code compiled from strings (runctx's statements) counts as the program's.
        if func[0] == "<string>":
            return True
        return os.path.basename(func[0]) == own and std_string(func) not in shared

    def builtin(func):
        return func[0] == "~" and func[1] == 0

    def ignored(func):
        return os.path.basename(func[0]) == own and std_string(func) in shared

    functions = {}
    callers = {}
    builtin_calls = {}
    for func, (cc, nc, tt, ct, by) in stats.items():
        if mine(func) or (builtin(func) and not by):
            # (A builtin nobody was seen calling: called from frames that
            # were running when profiling started.)
            functions[std_string(func)] = [cc, nc]
        if ignored(func):
            continue
        for caller, value in by.items():
            if ignored(caller) or not (mine(caller) or mine(func)):
                continue
            if not (mine(caller) or builtin(caller)) or not (mine(func) or builtin(func)):
                continue
            callers["%s -> %s" % (std_string(caller), std_string(func))] = [value[0], value[1]]
            if builtin(func) and mine(caller):
                counts = builtin_calls.setdefault(std_string(func), [0, 0])
                counts[0] += value[1]
                counts[1] += value[0]
    functions.update(builtin_calls)
    return {"functions": functions, "callers": callers}


def profile(interpreter, program):
    """Runs the program under the profiler: (summary, None) or (None, problem)."""
    with tempfile.TemporaryDirectory() as scratch:
        outfile = os.path.join(scratch, "out.prof")
        command = command_for(interpreter, program, outfile)
        try:
            result = subprocess.run(command, cwd=os.path.dirname(program), env=environment(),
                                    stdin=subprocess.DEVNULL, capture_output=True,
                                    timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return None, "timed out after %d s" % TIMEOUT
        stdout = result.stdout.decode("utf-8", "replace")
        if result.returncode not in (0, 1):
            tail = result.stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
            return None, "exit status %d: %s" % (result.returncode, " | ".join(tail))
        try:
            with open(outfile, "rb") as f:
                stats = marshal.load(f)
        except (OSError, EOFError, ValueError, TypeError) as error:
            return None, "cannot read the statistics: %s" % error
    summary = summarise(stats, program)
    summary["stdout"] = stdout
    # 1: the program ended with an uncaught exception (the statistics are
    # written all the same).
    summary["status"] = result.returncode
    return summary, None


def compare(expected, actual):
    """Lines describing how `actual` differs from `expected`."""
    lines = []
    for part in ("functions", "callers"):
        want = expected[part]
        got = actual[part]
        for key in sorted(set(want) | set(got)):
            if want.get(key) != got.get(key):
                lines.append("  %s %s: expected %s, got %s" % (part, key, want.get(key),
                                                                 got.get(key)))
    if expected["stdout"] != actual["stdout"]:
        lines.append("  stdout differs")
    if expected["status"] != actual["status"]:
        lines.append("  exit status: expected %d, got %d" % (expected["status"], actual["status"]))
    return lines


def format_summary(summary):
    """JSON with one function or caller pair a line, so that a recording's
    diff reads well."""
    lines = ["{"]
    for part in ("functions", "callers"):
        lines.append(' "%s": {' % part)
        items = sorted(summary[part].items())
        for i, (key, value) in enumerate(items):
            comma = "," if i + 1 < len(items) else ""
            lines.append("  %s: %s%s" % (json.dumps(key), json.dumps(value), comma))
        lines.append(" },")
    lines.append(' "status": %d,' % summary["status"])
    lines.append(' "stdout": %s' % json.dumps(summary["stdout"]))
    lines.append("}")
    return "\n".join(lines) + "\n"


def relative(path):
    return os.path.relpath(path, ROOT)


def record(args, programs):
    failures = 0
    for program in programs:
        summary, problem = profile(args.python, program)
        if problem:
            print("%s: not recorded: %s" % (relative(program), problem))
            failures += 1
            continue
        target = expected_path(program)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as f:
            f.write(format_summary(summary))
        print("%s: %d functions, %d caller pairs" % (relative(program), len(summary["functions"]),
                                                    len(summary["callers"])))
    return 1 if failures else 0


def check(args, programs):
    def one(program):
        target = expected_path(program)
        if not os.path.exists(target):
            return program, ["  no recording (%s)" % relative(target)]
        with open(target, encoding="utf-8") as f:
            expected = json.load(f)
        summary, problem = profile(args.taipan, program)
        if problem:
            return program, ["  " + problem]
        return program, compare(expected, summary)

    differ = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for program, lines in pool.map(one, programs):
            if lines:
                differ += 1
                print("FAIL %s" % relative(program))
                for line in lines[:20]:
                    print(line)
                if len(lines) > 20:
                    print("  ... %d more" % (len(lines) - 20))
    print("%d programs, %d differ" % (len(programs), differ))
    return 1 if differ else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", help="the interpreter to check")
    parser.add_argument("--record", action="store_true", help="record CPython's counts")
    parser.add_argument("--python", default=DEFAULT_PYTHON, help="CPython 3.13 (for --record)")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: all)")
    args = parser.parse_args(argv)
    programs = discover(args.paths)
    if args.record:
        return record(args, programs)
    if not args.taipan:
        parser.error("--taipan is required (or --record)")
    args.taipan = os.path.abspath(args.taipan)
    return check(args, programs)


if __name__ == "__main__":
    sys.exit(main())
