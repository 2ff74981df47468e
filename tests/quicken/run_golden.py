"""Runs the golden quickening programs and compares their output (CTest: `quicken_golden`).

usage: run_golden.py TAIPAN [--update] [--cpython PYTHON] [FILE.py ...]

Each program in tests/quicken/ prints `_taipan.dis(f, adaptive=True)` at
labelled stages (before any call, warmed, after a guard broke, after
deoptimization, respecialized), so its stdout shows which instruction the
specializer wrote at each site and when it was undone. The expected stdout is
NAME.golden beside NAME.py. A program passes when it exits with status 0 and
its stdout equals the golden byte for byte; on a mismatch the unified diff is
printed. Without FILE arguments every NAME.py of this folder is run (this
script excepted). The exit status is 1 when any program failed.

A program may ask for interpreter options in its first line:
    # taipan-options: -X nospecialize
The words after the colon go before the program's path on the command line.

Programs run with the folder as working directory, empty stdin, and an
environment without PYTHON* variables or TAIPAN_NOSPECIALIZE (which would
change every golden), so a developer's shell settings cannot change them.

--update rewrites each golden from what Taipan prints now (only for programs
that exit with status 0). The goldens come from Taipan itself, not from
CPython, so every updated golden must be read by hand against the design
(vm/specialize.h, the last section of vm/opcodes.def) before it is kept: see
README.md in this folder.

--cpython PYTHON also runs each program under CPython 3.13 with a stand-in
`_taipan` module (its dis() returns an empty string) and requires the
values the program prints -- every line outside the stage labels and the
disassemblies -- to equal Taipan's: a wrong specialization that computes a
wrong value shows there even when the golden was blessed.
"""
import difflib
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OPTIONS_PREFIX = "# taipan-options:"
TIMEOUT_SECONDS = 60
# Variables that would change what the programs print.
DROPPED_VARIABLES = ("TAIPAN_NOSPECIALIZE",)
# The stand-in for Taipan's `_taipan` module when a program runs on CPython.
CPYTHON_STANDIN = '''\
def dis(function, adaptive=False):
    return ""


def specialization_enabled():
    return True
'''


def program_environment():
    return {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("PYTHON") and name not in DROPPED_VARIABLES
    }


def program_options(path):
    # The options line, if any, is the program's first line.
    with open(path, encoding="utf-8") as source:
        first = source.readline().strip()
    if first.startswith(OPTIONS_PREFIX):
        return shlex.split(first[len(OPTIONS_PREFIX):])
    return []


def run_program(taipan, path, cpython_standin=None):
    """Returns (exit status, stdout, stderr) of one program.

    With `cpython_standin` (a folder holding the stand-in _taipan module),
    `taipan` is CPython, which runs the program without Taipan's options.
    """
    environment = program_environment()
    if cpython_standin is None:
        command = [taipan] + program_options(path) + [os.path.basename(path)]
    else:
        command = [taipan, os.path.basename(path)]
        environment["PYTHONPATH"] = cpython_standin
    try:
        done = subprocess.run(
            command,
            cwd=os.path.dirname(path),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=environment,
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s\n" % TIMEOUT_SECONDS
    return (
        done.returncode,
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
    )


def display_name(path):
    # Programs of this folder by their file name, others by their path.
    relative = os.path.relpath(path, HERE)
    return path if relative.startswith(os.pardir) else relative


def golden_path(path):
    return os.path.splitext(path)[0] + ".golden"


def value_lines(stdout):
    """The lines a program printed besides stage labels and disassemblies."""
    values = []
    in_disassembly = False
    for line in stdout.splitlines():
        if in_disassembly:
            # A disassembly ends at the blank line print() adds after it.
            in_disassembly = line != ""
        elif line.startswith("code "):
            in_disassembly = True
        elif line and not line.startswith("== "):
            values.append(line)
    return values


def check_values(cpython, cpython_standin, path, stdout):
    """True when CPython prints the values Taipan printed (`stdout`)."""
    name = display_name(path)
    status, expected, stderr = run_program(cpython, path, cpython_standin)
    if status != 0:
        print("FAIL %s: exit status %s under CPython" % (name, status))
        sys.stdout.write(stderr)
        return False
    if value_lines(expected) == value_lines(stdout):
        return True
    print("FAIL %s: printed values differ from CPython's" % name)
    diff = difflib.unified_diff(
        [line + "\n" for line in value_lines(expected)],
        [line + "\n" for line in value_lines(stdout)],
        fromfile="cpython values",
        tofile="taipan values",
    )
    sys.stdout.writelines(diff)
    return False


def check_program(taipan, path, update, cpython=None, cpython_standin=None):
    """Runs one program; True when it passes (or its golden was rewritten)."""
    name = display_name(path)
    if not os.path.isfile(path):
        print("FAIL %s: no such program" % name)
        return False
    status, stdout, stderr = run_program(taipan, path)
    if status != 0:
        print("FAIL %s: exit status %s" % (name, status))
        sys.stdout.write(stderr)
        return False
    if cpython is not None and not check_values(cpython, cpython_standin, path, stdout):
        return False
    golden = golden_path(path)
    if update:
        with open(golden, "w", encoding="utf-8", newline="") as out:
            out.write(stdout)
        print("updated %s (review it by hand before keeping it)" % display_name(golden))
        return True
    if not os.path.exists(golden):
        print("FAIL %s: no golden (run with --update, then review it)" % name)
        return False
    with open(golden, encoding="utf-8", newline="") as expected_file:
        expected = expected_file.read()
    if stdout == expected:
        return True
    print("FAIL %s: stdout differs from %s" % (name, os.path.basename(golden)))
    diff = difflib.unified_diff(
        expected.splitlines(keepends=True),
        stdout.splitlines(keepends=True),
        fromfile=os.path.basename(golden),
        tofile="taipan stdout",
    )
    for line in diff:
        sys.stdout.write(line if line.endswith("\n") else line + "\n")
    if stderr:
        sys.stdout.write("stderr:\n" + stderr)
    return False


def all_programs():
    this = os.path.basename(__file__)
    return sorted(
        os.path.join(HERE, entry)
        for entry in os.listdir(HERE)
        if entry.endswith(".py") and entry != this and not entry.startswith("_")
    )


def main(argv):
    usage = "usage: run_golden.py TAIPAN [--update] [--cpython PYTHON] [FILE.py ...]\n"
    arguments = []
    update = False
    cpython = None
    rest = iter(argv[1:])
    for argument in rest:
        if argument == "--update":
            update = True
        elif argument == "--cpython":
            cpython = next(rest, None)
            if cpython is None:
                sys.stderr.write(usage)
                return 2
        else:
            arguments.append(argument)
    if not arguments or arguments[0].startswith("-"):
        sys.stderr.write(usage)
        return 2
    # Programs run in this folder, so a relative path to Taipan is made
    # absolute first (a bare command name is left for PATH to find).
    taipan = arguments[0]
    if os.sep in taipan:
        taipan = os.path.abspath(taipan)
    programs = [os.path.abspath(p) for p in arguments[1:]] or all_programs()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as standin_folder:
        with open(os.path.join(standin_folder, "_taipan.py"), "w", encoding="utf-8") as standin:
            standin.write(CPYTHON_STANDIN)
        for path in programs:
            if check_program(taipan, path, update, cpython, standin_folder):
                passed += 1
            else:
                failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
