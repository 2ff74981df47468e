#!/usr/bin/env python3
"""Records what CPython 3.13 reports for every program of a syntax-error corpus.

usage: record_syntax_errors.py [--python PATH] DIR

For each DIR/*.py this writes DIR/*.expected holding

    <Type>\t<lineno>\t<offset>\t<end_lineno>\t<end_offset>\t<msg>
    --- report
    <exactly what `python3.13 FILE` writes to stderr>

The first line comes from compile(source_bytes, path, 'exec', ast.PyCF_ONLY_AST)
(attributes CPython leaves as None are written as 0). The report comes from
running the program the way a user would, from the repository root with the
path relative to it.

CPython names the main script by its *absolute* path in the report (the
current directory joined with the path as given, without normalisation), in
the `  File "..."` line and in the message of a decoding error. So that
recordings do not depend on where the checkout lives, the recording holds
the path relative to the repository root instead; check_syntax_errors.py puts
the absolute path back before comparing.

Every file name in the recording is the path relative to the repository root
(e.g. "tests/syntax_errors/001_x.py"). Programs that CPython accepts, whose
error only the full compiler finds (or finds differently from the parser), or
whose recording would be ambiguous are refused: the script lists them and
exits with status 1 without writing anything.

Only the standard library is used, and the script itself runs under any
Python 3.8+; the CPython that is recorded is the one given by --python.
"""

import argparse
import json
import os
import subprocess
import sys

DEFAULT_PYTHON = "/root/.pyenv/versions/3.13.0/bin/python3.13"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPORT_SEPARATOR = "--- report"

# Runs inside the recorded CPython: compiles each file twice (parser only,
# then fully) and prints one JSON object per file.
_COMPILE_PROBE = r"""
import ast, json, sys

def describe(source, path, flags):
    try:
        compile(source, path, "exec", flags, dont_inherit=True)
    except SyntaxError as error:
        return {"type": type(error).__name__, "lineno": error.lineno,
                "offset": error.offset, "end_lineno": error.end_lineno,
                "end_offset": error.end_offset, "msg": error.msg}
    except (MemoryError, ValueError, RecursionError) as error:
        return {"type": type(error).__name__, "lineno": None, "offset": None,
                "end_lineno": None, "end_offset": None, "msg": str(error)}
    return None

for path in json.load(sys.stdin):
    with open(path, "rb") as f:
        source = f.read()
    print(json.dumps({"path": path,
                      "parse": describe(source, path, ast.PyCF_ONLY_AST),
                      "full": describe(source, path, 0)}))
"""


def child_environment():
    """The environment CPython runs in: no colours, no user customisation,
    UTF-8 output whatever the locale is."""
    env = dict(os.environ)
    for name in ("PYTHONSTARTUP", "PYTHONPATH", "PYTHONHOME", "FORCE_COLOR",
                 "PYTHONWARNINGS", "PYTHONINSPECT", "PYTHONSAFEPATH"):
        env.pop(name, None)
    env["PYTHON_COLORS"] = "0"
    env["NO_COLOR"] = "1"
    env["PYTHONUTF8"] = "1"
    env["PYTHONIOENCODING"] = "utf-8:backslashreplace"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def program_paths(directory):
    """The corpus programs as paths relative to the repository root, sorted."""
    names = sorted(name for name in os.listdir(directory) if name.endswith(".py"))
    root = physical_root()
    return [os.path.relpath(os.path.join(os.path.realpath(directory), name), root)
            for name in names]


def format_error_line(error):
    """The tab-separated first line of a recording (no newline)."""
    fields = [error["type"]]
    for key in ("lineno", "offset", "end_lineno", "end_offset"):
        value = error[key]
        fields.append(str(value if value is not None else 0))
    fields.append(error["msg"])
    return "\t".join(fields)


def compile_errors(python, paths):
    """Maps each relative path to {"parse": ..., "full": ...} from `python`."""
    result = subprocess.run([python, "-I", "-c", _COMPILE_PROBE], input=json.dumps(paths),
                            capture_output=True, text=True, cwd=REPO_ROOT,
                            env=child_environment(), timeout=600)
    if result.returncode != 0:
        raise SystemExit("error: %s failed to compile the corpus:\n%s" % (python, result.stderr))
    errors = {}
    for line in result.stdout.splitlines():
        record = json.loads(line)
        errors[record["path"]] = record
    return errors


def run_report(python, relative_path):
    """Runs `python relative_path` from the repository root and returns
    (exit status, stdout, stderr with the File line's absolute path made
    relative again)."""
    result = subprocess.run([python, relative_path], capture_output=True, cwd=REPO_ROOT,
                            env=child_environment(), timeout=60)
    stderr = result.stderr.decode("utf-8", "surrogateescape")
    stdout = result.stdout.decode("utf-8", "surrogateescape")
    return result.returncode, stdout, relativize_report(stderr, relative_path)


def relativize_report(report, relative_path):
    """Replaces the program's absolute path with the relative one wherever
    the report mentions it (the `  File "..."` line, and the message of a
    decoding error)."""
    return report.replace(physical_root() + os.sep + relative_path, relative_path)


def absolutize_report(report, relative_path):
    """The inverse of relativize_report: what a recorded report says when the
    program is run from the repository root of this checkout."""
    return report.replace(relative_path, physical_root() + os.sep + relative_path)


def physical_root():
    """The repository root as getcwd() spells it there (symbolic links
    resolved), which is what CPython puts in front of the script's path."""
    return os.path.realpath(REPO_ROOT)


def expectation(python, relative_path, errors):
    """Builds the recording for one program, or returns (None, reason)."""
    record = errors.get(relative_path)
    if record is None:
        return None, "not compiled"
    parse_error, full_error = record["parse"], record["full"]
    if parse_error is None:
        if full_error is None:
            return None, "CPython accepts it"
        return None, "only the compiler rejects it: %s: %s" % (full_error["type"],
                                                               full_error["msg"])
    if full_error != parse_error:
        return None, "full compile reports %s: %s instead" % (full_error["type"],
                                                              full_error["msg"])
    if "\n" in parse_error["msg"] or "\t" in parse_error["msg"]:
        return None, "message contains a newline or tab"
    status, stdout, report = run_report(python, relative_path)
    if status != 1 or stdout:
        return None, "running it exited with %d and printed %r" % (status, stdout)
    return format_error_line(parse_error) + "\n" + REPORT_SEPARATOR + "\n" + report, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=DEFAULT_PYTHON, help="the CPython 3.13 to record")
    parser.add_argument("directory", help="the corpus directory (e.g. tests/syntax_errors)")
    args = parser.parse_args()

    paths = program_paths(args.directory)
    if not paths:
        raise SystemExit("error: no .py files in %s" % args.directory)
    errors = compile_errors(args.python, paths)
    recordings, refused = {}, []
    for path in paths:
        text, reason = expectation(args.python, path, errors)
        if text is None:
            refused.append("%s: %s" % (path, reason))
        else:
            recordings[path] = text
    if refused:
        sys.stderr.write("error: refusing %d program(s):\n" % len(refused))
        for line in refused:
            sys.stderr.write("  %s\n" % line)
        return 1
    for path, text in recordings.items():
        with open(os.path.join(REPO_ROOT, path[:-3] + ".expected"), "w", encoding="utf-8",
                  newline="\n", errors="surrogateescape") as f:
            f.write(text)
    print("recorded %d programs" % len(recordings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
