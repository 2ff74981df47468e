#!/usr/bin/env python3
"""Runs the conformance corpus on Taipan under valgrind's memcheck.

usage: memcheck_conformance.py --taipan PATH [--valgrind PATH] [--jobs N]
                               [--timeout SECONDS] [--log-dir DIR]
                               [--known-failures FILE] [paths or dirs...]

Every program (by default every tests/conformance/**/*.py) runs exactly as
run_conformance.py runs it, with `valgrind --leak-check=full
--errors-for-leak-kinds=definite --error-exitcode=99 --log-file=LOG` as a
command prefix (run_conformance.py's --wrapper), so its output is compared
with the recording as usual while valgrind's report goes to a log file.

A program has a memory problem when valgrind's log reports any error: an
invalid read or write, a use of uninitialized memory, a bad free, or a
block "definitely lost" at exit. Blocks still reachable at exit (objects
held by the interpreter's globals: the builtin types, interned strings, the
builtins and sys modules) and "possibly lost" blocks (reached only through
interior pointers) are not errors; see docs/architecture.md (Memory at
exit). A program whose output differs from the recording for any other
reason is reported too, unless tests/conformance/known_failures.txt lists it.

Output: one line per program with a problem (its first valgrind error and
where the log was kept), then exactly one closing line
"N programs, M with definite leaks or errors", with ", K with wrong output"
appended when K > 0. The exit status is 1 when M or K is not 0. Logs of
programs without problems are deleted. Standard library only.

Valgrind makes Taipan 20-50 times slower; the whole corpus takes tens of
minutes on two cores, hence the long default timeout.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import record_conformance as corpus  # noqa: E402
import run_conformance as runner  # noqa: E402

DEFAULT_TIMEOUT_SECONDS = 600.0
# The exit status valgrind substitutes when it found an error; no program of
# the corpus exits with it on its own.
VALGRIND_ERROR_STATUS = 99
VALGRIND_OPTIONS = ("--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite",
                    "--errors-for-leak-kinds=definite",
                    "--error-exitcode=%d" % VALGRIND_ERROR_STATUS, "--num-callers=40")

ERROR_SUMMARY = re.compile(r"ERROR SUMMARY: ([\d,]+) errors")
DEFINITELY_LOST = re.compile(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks")
# The first line of a valgrind error report ("==123== Invalid read of size
# 8", "==123== 48 bytes in 1 blocks are definitely lost in loss record ...").
REPORT_LINE = re.compile(r"^==\d+== (\S.*)$")
FRAME_LINE = re.compile(r"^==\d+==    (?:at|by) 0x[0-9A-F]+: (.*)$")


def log_name(relative_path):
    """A file name for a program's log: its path with '/' made '__'."""
    name = relative_path[:-3]
    if name.startswith("tests/conformance/"):
        name = name[len("tests/conformance/"):]
    return name.replace("/", "__") + ".log"


def first_error(log_text):
    """The first error valgrind reported, with its first frame in Taipan's
    own code, as one line; "" when the log holds none."""
    lines = log_text.split("\n")
    for index, line in enumerate(lines):
        match = REPORT_LINE.match(line)
        if not match:
            continue
        headline = match.group(1)
        if not (headline.startswith(("Invalid ", "Conditional jump", "Use of uninitialised",
                                     "Mismatched free", "Syscall param", "Source and destination"))
                or "definitely lost in loss record" in headline):
            continue
        where = ""
        for frame_line in lines[index + 1:index + 40]:
            frame = FRAME_LINE.match(frame_line)
            if frame is None:
                if where or not frame_line.strip("= 0123456789"):
                    break
                continue
            text = frame.group(1)
            if "vg_replace_malloc" in text or text.startswith(("operator new", "malloc")):
                continue
            where = text
            break
        return headline + (" at " + where if where else "")
    return ""


def valgrind_findings(log_path):
    """(number of errors, bytes definitely lost, first error line) from a
    log. No log means the program did not run (no recording beside it, or
    valgrind could not start): no memory errors, and the output comparison
    reports why."""
    try:
        with open(log_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return 0, 0, ""
    errors = sum(int(n.replace(",", "")) for n in ERROR_SUMMARY.findall(text))
    lost = sum(int(n.replace(",", "")) for n, _ in DEFINITELY_LOST.findall(text))
    return errors, lost, first_error(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taipan", required=True, help="the taipan executable to check")
    parser.add_argument("--valgrind", default="valgrind", help="the valgrind executable")
    parser.add_argument("--jobs", type=int, default=2, help="programs run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_SECONDS,
                        help="seconds a program may run (default %g)" % DEFAULT_TIMEOUT_SECONDS)
    parser.add_argument("--log-dir", default=None,
                        help="where the logs of programs with problems are kept "
                             "(default: a new folder under the system's temporary folder)")
    parser.add_argument("--known-failures", default=runner.DEFAULT_KNOWN_FAILURES,
                        help="programs whose wrong output is known (default tests/conformance/"
                             "known_failures.txt)")
    parser.add_argument("paths", nargs="*", help="programs or folders (default: the corpus)")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")

    taipan = os.path.abspath(args.taipan)
    if not os.access(taipan, os.X_OK):
        raise SystemExit("error: %s is not an executable" % args.taipan)
    valgrind = shutil.which(args.valgrind)
    if valgrind is None:
        raise SystemExit("error: %s not found (apt-get install valgrind)" % args.valgrind)
    paths = corpus.discover(args.paths)
    known = runner.read_known_failures(args.known_failures)
    log_dir = os.path.abspath(args.log_dir) if args.log_dir else tempfile.mkdtemp(
        prefix="taipan-memcheck-")
    os.makedirs(log_dir, exist_ok=True)

    def check(path):
        log_path = os.path.join(log_dir, log_name(path))
        wrapper = [valgrind] + list(VALGRIND_OPTIONS) + ["--log-file=" + log_path]
        difference = runner.check_program(taipan, None, False, args.timeout, path, wrapper)
        errors, lost, first = valgrind_findings(log_path)
        return difference, errors, lost, first, log_path

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(check, paths))

    memory_problems = wrong_output = 0
    for path, (difference, errors, lost, first, log_path) in zip(paths, results):
        if errors:
            memory_problems += 1
            detail = first or "%d errors" % errors
            if lost:
                detail += " (%d bytes definitely lost in all)" % lost
            print("MEMCHECK %s: %s [log: %s]" % (path, detail, log_path))
            continue
        if os.path.exists(log_path):
            os.remove(log_path)
        if difference is not None and path not in known:
            wrong_output += 1
            print("FAIL %s: %s" % (path, difference))
    summary = "%d programs, %d with definite leaks or errors" % (len(paths), memory_problems)
    if wrong_output:
        summary += ", %d with wrong output" % wrong_output
    print(summary)
    if not os.listdir(log_dir) and not args.log_dir:
        os.rmdir(log_dir)
    return 1 if memory_problems or wrong_output else 0


if __name__ == "__main__":
    sys.exit(main())
