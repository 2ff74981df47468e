#!/usr/bin/env python3
"""Compares Taipan's AST with CPython 3.13's on every .py file of CPython's
standard library.

For each file, CPython's answer is ast.dump(ast.parse(source_bytes)) (or the
type of the exception ast.parse raised), computed in one python3.13 process
for all files; Taipan's comes from one `taipan --dump-ast-batch LISTFILE`
run. A file counts as identical when both dumps are byte-for-byte equal, or
when both rejected it with the same exception type. The last line printed is
"N identical, M different"; the exit status is 0 exactly when M is 0.

If CPython 3.13 is not installed the comparison cannot run: the script says
so, prints "skipped: CPython 3.13 not found" and exits 0.

Should Taipan crash or hang part-way, the files it did not answer are run
again in a new batch, and a file that still gets no answer on its own is
reported as a crash (or timeout), so one bad file never hides the others.

Standard library only; runs under Python 3.11 and later.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import stdlib_corpus

# Runs inside python3.13: argv = [LISTFILE, OUTFILE, "1" for attributes].
# Writes records in the format of `taipan --dump-ast-batch`: "# PATH" then
# the dump, or "ERROR Type: message" when ast.parse raised. A failure of
# ast.dump itself (a tree too deep for its recursion) is "DUMP-FAILED ...",
# which never matches Taipan, so it shows up instead of passing silently.
CPYTHON_WORKER = r'''
import ast, os, sys, warnings
warnings.simplefilter("ignore")      # SyntaxWarnings would only clutter stderr
sys.setrecursionlimit(200000)        # ast.dump recurses once per tree level
list_path, out_path, attributes = sys.argv[1], sys.argv[2], sys.argv[3] == "1"

def describe(error):
    message = error.msg if isinstance(error, SyntaxError) else str(error)
    return "%s: %s" % (type(error).__name__, str(message).replace("\n", "\\n"))

with open(list_path, "rb") as listing:
    paths = [os.fsdecode(line) for line in listing.read().split(b"\n") if line]
with open(out_path, "wb") as out:
    for path in paths:
        out.write(b"# " + os.fsencode(path) + b"\n")
        try:
            with open(path, "rb") as source_file:
                source = source_file.read()
            tree = ast.parse(source)
        except Exception as error:
            line = "ERROR " + describe(error)
        else:
            try:
                line = ast.dump(tree, include_attributes=attributes)
            except Exception as error:
                line = "DUMP-FAILED " + describe(error)
        out.write(line.encode("utf-8", "surrogatepass") + b"\n")
'''


def parse_records(data):
    """Splits batch output into {path: answer line}. Only complete lines
    count: a run that died mid-line leaves that file unanswered."""
    records = {}
    lines = data.split(b"\n")
    lines.pop()  # the text after the last newline: empty, or a cut-off line
    path = None
    for line in lines:
        if line.startswith(b"# "):
            path = os.fsdecode(line[2:])
        elif path is not None:
            records[path] = line
            path = None
    return records


def run_cpython(python, paths, attributes, workdir):
    list_file = stdlib_corpus.write_list_file(paths, workdir)
    out_file = os.path.join(workdir, "cpython.out")
    result = subprocess.run(
        [python, "-c", CPYTHON_WORKER, list_file, out_file, "1" if attributes else "0"],
        stderr=subprocess.PIPE)
    if result.returncode != 0:
        sys.stderr.write(result.stderr.decode("utf-8", "replace"))
        print("error: %s failed (exit status %d) while dumping the ASTs"
              % (python, result.returncode), file=sys.stderr)
        sys.exit(2)
    with open(out_file, "rb") as out:
        records = parse_records(out.read())
    missing = [path for path in paths if path not in records]
    if missing:
        print("error: CPython gave no answer for %s" % missing[0], file=sys.stderr)
        sys.exit(2)
    return records


def run_taipan_batch(taipan, paths, attributes, workdir, timeout):
    """One `taipan --dump-ast-batch` run. Returns (records, how it ended):
    the ending is None for a normal exit, else a short description."""
    list_file = stdlib_corpus.write_list_file(paths, workdir)
    out_file = os.path.join(workdir, "taipan.out")
    err_file = os.path.join(workdir, "taipan.err")
    command = [taipan, "--dump-ast-batch"] + (["--attributes"] if attributes else []) + [list_file]
    ending = None
    with open(out_file, "wb") as out, open(err_file, "wb") as err:
        try:
            result = subprocess.run(command, stdout=out, stderr=err, timeout=timeout)
            if result.returncode != 0:
                ending = "exit status %d" % result.returncode
        except subprocess.TimeoutExpired:
            ending = "no answer within %g s" % timeout
    with open(out_file, "rb") as out:
        records = parse_records(out.read())
    with open(err_file, "rb") as err:
        stderr_tail = err.read()[-300:].decode("utf-8", "replace").strip()
    if ending and stderr_tail:
        ending += " (stderr ends: %s)" % stderr_tail.replace("\n", " | ")
    os.unlink(list_file)
    return records, ending


def run_taipan(taipan, paths, attributes, workdir, timeout):
    """Taipan's answer for every path, re-running what a crash left out."""
    answers = {}
    remaining = list(paths)
    while remaining:
        records, ending = run_taipan_batch(taipan, remaining, attributes, workdir, timeout)
        new = [path for path in remaining if path in records]
        answers.update((path, records[path]) for path in new)
        unanswered = [path for path in remaining if path not in answers]
        if not unanswered:
            break
        if ending is None:
            # A clean exit that skipped files: nothing to retry.
            for path in unanswered:
                answers[path] = b"MISSING: Taipan printed no record for this file"
            break
        if not new:
            # No progress: run the first unanswered file alone to tell
            # whether it is the one that kills the batch.
            first = unanswered[0]
            alone, alone_ending = run_taipan_batch(taipan, [first], attributes, workdir, timeout)
            if first in alone:
                answers[first] = alone[first]
            else:
                answers[first] = ("CRASH: %s" % alone_ending).encode("utf-8", "replace")
        remaining = [path for path in remaining if path not in answers]
    return answers


def error_type(answer):
    """The exception type of an "ERROR Type: message" answer, else None."""
    if not answer.startswith(b"ERROR "):
        return None
    return answer[len(b"ERROR "):].split(b":", 1)[0]


def same(expected, actual):
    if expected == actual:
        return True
    expected_type = error_type(expected)
    return expected_type is not None and expected_type == error_type(actual)


def classify(expected, actual):
    if actual.startswith(b"CRASH") or actual.startswith(b"MISSING"):
        return "Taipan crashed or gave no answer"
    expected_error = error_type(expected) is not None
    actual_error = error_type(actual) is not None
    if expected_error and actual_error:
        return "both rejected, different exception types"
    if expected_error:
        return "only CPython rejected the file"
    if actual_error:
        return "only Taipan rejected the file"
    return "both parsed, dumps differ"


def diff_hint(expected, actual, width=80):
    """Where two answers first differ, with `width` characters of each
    around that point and a caret under it."""
    position = 0
    limit = min(len(expected), len(actual))
    while position < limit and expected[position] == actual[position]:
        position += 1
    start = max(0, position - width // 2)
    prefix = "..." if start > 0 else ""

    def excerpt(text):
        piece = text[start:start + width].decode("utf-8", "replace")
        suffix = "..." if start + width < len(text) else ""
        return prefix + piece + suffix

    caret = len(prefix) + len(expected[start:position].decode("utf-8", "replace"))
    return [
        "first difference at byte %d" % position,
        "  cpython: " + excerpt(expected),
        "  taipan:  " + excerpt(actual),
        "           " + " " * caret + "^",
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--taipan", required=True, help="path to the taipan binary")
    parser.add_argument("--python", default=stdlib_corpus.DEFAULT_PYTHON,
                        help="path to python3.13 (default: %(default)s)")
    parser.add_argument("--attributes", action="store_true",
                        help="compare with include_attributes=True (positions too)")
    parser.add_argument("--stdlib", help="directory of .py files to compare "
                        "(default: the standard library of --python)")
    parser.add_argument("--show", type=int, default=5,
                        help="how many differences to print (default: %(default)s)")
    parser.add_argument("--match", help="only files whose path relative to --stdlib "
                        "contains this text")
    parser.add_argument("--failures", help="write the relative paths of all differing "
                        "files to this file, one per line")
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds one taipan run may take (default: %(default)s)")
    args = parser.parse_args()

    problem = stdlib_corpus.find_cpython(args.python)
    if problem:
        print(problem)
        print(stdlib_corpus.SKIPPED_LINE)
        return 0
    stdlib_corpus.require_taipan(args.taipan)
    stdlib = os.path.abspath(args.stdlib or stdlib_corpus.stdlib_dir(args.python))
    paths = stdlib_corpus.collect_files(stdlib, args.match)
    if not paths:
        print("error: no .py files found under %s" % stdlib, file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="taipan-compare-") as workdir:
        expected = run_cpython(args.python, paths, args.attributes, workdir)
        actual = run_taipan(args.taipan, paths, args.attributes, workdir, args.timeout)

    identical = 0
    different = []
    for path in paths:
        if same(expected[path], actual[path]):
            identical += 1
        else:
            different.append(path)

    for path in different[:args.show]:
        relative = os.path.relpath(path, stdlib)
        print("DIFFERENT %s (%s)" % (relative, classify(expected[path], actual[path])))
        for line in diff_hint(expected[path], actual[path]):
            print("  " + line)
    if len(different) > args.show:
        print("... and %d more" % (len(different) - args.show))
    if different:
        kinds = {}
        for path in different:
            kind = classify(expected[path], actual[path])
            kinds[kind] = kinds.get(kind, 0) + 1
        print("differences: " + ", ".join("%d %s" % (count, kind)
                                          for kind, count in sorted(kinds.items())))
    if args.failures:
        with open(args.failures, "w", encoding="utf-8") as failures:
            for path in different:
                failures.write(os.path.relpath(path, stdlib) + "\n")

    print("%d identical, %d different" % (identical, len(different)))
    return 0 if not different else 1


if __name__ == "__main__":
    sys.exit(main())
