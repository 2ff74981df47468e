#!/usr/bin/env python3
"""Runs a multi-module application of tests/apps with `-m` and compares it
with CPython 3.13's recording.

usage: check_app.py --taipan PATH APP [ARGS...]          compare with APP.expected
       check_app.py --record [--python PATH] APP [ARGS...] record APP.expected

The application runs as `INTERPRETER -m APP ARGS...` with tests/apps as the
working directory (so sys.path[0] is that folder), stdin empty and no
PYTHON* variables except PYTHONHASHSEED=0 and PYTHONIOENCODING=utf-8. The
recording holds the exit status and stdout; CPython records with -B so no
__pycache__ is left in the tree. Exit status 1 and the first differing line
when Taipan differs. Standard library only.
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PYTHON = "/root/.pyenv/versions/3.13.0/bin/python3.13"


def run(command):
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("PYTHON") and key != "TAIPANLIB"}
    environment["PYTHONHASHSEED"] = "0"
    environment["PYTHONIOENCODING"] = "utf-8"
    result = subprocess.run(command, cwd=HERE, env=environment, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    return result.returncode, result.stdout.decode("utf-8", "surrogateescape"), \
        result.stderr.decode("utf-8", "surrogateescape")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan")
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--python", default=DEFAULT_PYTHON)
    parser.add_argument("app")
    parser.add_argument("args", nargs="*")
    options = parser.parse_args()
    expected_path = os.path.join(HERE, options.app + ".expected")
    if options.record:
        status, stdout, stderr = run([options.python, "-B", "-m", options.app] + options.args)
        with open(expected_path, "w", encoding="utf-8", newline="") as f:
            f.write("exit: %d\n--- stdout\n%s" % (status, stdout))
        print("recorded %s (exit %d)" % (expected_path, status))
        return 0
    if not options.taipan:
        parser.error("--taipan is required unless --record is given")
    with open(expected_path, encoding="utf-8", newline="") as f:
        header, _, expected_stdout = f.read().partition("--- stdout\n")
    expected_status = int(header.split(":")[1])
    status, stdout, stderr = run([os.path.abspath(options.taipan), "-m", options.app]
                                 + options.args)
    if status != expected_status:
        print("exit status: expected %d, got %d; stderr:\n%s" % (expected_status, status, stderr))
        return 1
    if stdout != expected_stdout:
        expected_lines = expected_stdout.splitlines()
        actual_lines = stdout.splitlines()
        for number, (want, got) in enumerate(zip(expected_lines, actual_lines), 1):
            if want != got:
                print("stdout line %d: expected %r, got %r" % (number, want, got))
                break
        else:
            print("stdout: expected %d lines, got %d" % (len(expected_lines), len(actual_lines)))
        return 1
    print("%s: same output as CPython 3.13 (%d lines)" % (options.app, len(stdout.splitlines())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
