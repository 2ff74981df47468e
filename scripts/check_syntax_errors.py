#!/usr/bin/env python3
"""Checks Taipan's syntax errors against CPython 3.13's on a corpus of programs.

usage: check_syntax_errors.py --taipan PATH DIR [--live] [--python PATH]

For every DIR/*.py, run from the repository root with the path relative to it:

  taipan --syntax-check FILE   must print the recording's first line
                               ("Type<TAB>lineno<TAB>offset<TAB>end_lineno<TAB>
                               end_offset<TAB>msg") and exit with status 1;
  taipan FILE                  must write the recorded report to stderr
                               (byte for byte, with the program's absolute
                               path where CPython puts it) and exit with 1.

The expectations come from DIR/*.expected, written by record_syntax_errors.py;
with --live they are computed afresh by running CPython (--python) instead.

Prints one line per failed check with what was expected and what Taipan
produced, then exactly one summary line "N passed, M failed" (a program passes
when both checks do), and exits with status 1 if anything failed. Uses only the
standard library, so it runs under Debian's python3 (3.11) as well.
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_syntax_errors as recorder  # noqa: E402  (the shared recording logic)

TIMEOUT_SECONDS = 30


def read_recording(relative_path):
    """Splits a recording into (error line, report), or raises ValueError."""
    expected_path = os.path.join(recorder.REPO_ROOT, relative_path[:-3] + ".expected")
    with open(expected_path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        text = f.read()
    head, separator, report = text.partition("\n" + recorder.REPORT_SEPARATOR + "\n")
    if not separator:
        raise ValueError("%s has no '%s' line" % (expected_path, recorder.REPORT_SEPARATOR))
    return head, report


def live_recordings(python, paths):
    """Computes the expectations from CPython, as the recorder would."""
    errors = recorder.compile_errors(python, paths)
    recordings = {}
    for path in paths:
        text, reason = recorder.expectation(python, path, errors)
        if text is None:
            recordings[path] = ValueError("CPython cannot serve as the oracle: " + reason)
        else:
            head, _, report = text.partition("\n" + recorder.REPORT_SEPARATOR + "\n")
            recordings[path] = (head, report)
    return recordings


def run_taipan(taipan, arguments):
    """Runs Taipan from the repository root; returns (status, stdout, stderr)
    or (None, "", description) when it could not run to completion."""
    try:
        result = subprocess.run([taipan] + arguments, capture_output=True, cwd=recorder.REPO_ROOT,
                                timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s" % TIMEOUT_SECONDS
    except OSError as error:
        return None, "", "could not run: %s" % error
    return (result.returncode, result.stdout.decode("utf-8", "surrogateescape"),
            result.stderr.decode("utf-8", "surrogateescape"))


def describe_run(status, output):
    """One-line description of what Taipan did, for failure messages."""
    if status is None:
        return output
    if status < 0:
        return "killed by signal %d, output %r" % (-status, output)
    return "%r (exit %d)" % (output, status)


def check_program(taipan, relative_path, head, report):
    """Returns the failure lines for one program (empty when it passes)."""
    failures = []
    name = os.path.basename(relative_path)

    status, stdout, stderr = run_taipan(taipan, ["--syntax-check", relative_path])
    wanted = head + "\n"
    if status != 1 or stdout != wanted:
        got = stdout if status is not None else stderr
        if status not in (0, 1) and stderr:
            got += stderr
        failures.append("FAIL %s [--syntax-check]: expected %r (exit 1), got %s"
                        % (name, wanted, describe_run(status, got)))

    wanted_report = recorder.absolutize_report(report, relative_path)
    status, stdout, stderr = run_taipan(taipan, [relative_path])
    if status != 1 or stderr != wanted_report:
        failures.append("FAIL %s [report]: expected %r (exit 1), got %s"
                        % (name, wanted_report, describe_run(status, stderr)))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", required=True, help="the taipan executable to check")
    parser.add_argument("--live", action="store_true",
                        help="compare with a fresh CPython run instead of the .expected files")
    parser.add_argument("--python", default=recorder.DEFAULT_PYTHON,
                        help="the CPython 3.13 used with --live")
    parser.add_argument("directory", help="the corpus directory (e.g. tests/syntax_errors)")
    args = parser.parse_args()
    # Failure lines quote source text; never let a non-UTF-8 locale turn
    # that into a crash.
    sys.stdout.reconfigure(errors="backslashreplace")

    taipan = os.path.abspath(args.taipan)
    paths = recorder.program_paths(args.directory)
    if args.live:
        recordings = live_recordings(args.python, paths)
    else:
        recordings = {}
        for path in paths:
            try:
                recordings[path] = read_recording(path)
            except (OSError, ValueError) as error:
                recordings[path] = error

    passed = failed = 0
    for path in paths:
        recording = recordings[path]
        if isinstance(recording, Exception):
            failures = ["FAIL %s: no expectation: %s" % (os.path.basename(path), recording)]
        else:
            failures = check_program(taipan, path, *recording)
        if failures:
            failed += 1
            for line in failures:
                print(line)
        else:
            passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
