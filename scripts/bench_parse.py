#!/usr/bin/env python3
"""Times parsing CPython 3.13's whole standard library: CPython 3.13 against
Taipan, side by side in one run.

CPython: one python3.13 process reads every file into memory, then times
compile(source, path, "exec", ast.PyCF_ONLY_AST) over all of them, --repeat
times, keeping the best round. Taipan: `taipan --bench-parse LISTFILE
--repeat N`, which likewise reads first and reports its best round. Only the
parse loops are timed, never reading files or starting processes.

Prints both times, their throughput and the ratio Taipan/CPython (below 1
means Taipan is faster). If CPython 3.13 is not installed it says so and
exits 0 with "skipped: CPython 3.13 not found".

Standard library only; runs under Python 3.11 and later.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

import stdlib_corpus

# Runs inside python3.13: argv = [LISTFILE, REPEAT]. Prints one line in the
# format of `taipan --bench-parse`. Warnings are ignored, as Taipan collects
# but never prints them while benchmarking. The collector runs as it would
# for any program; a full collection before each round gives every round
# the same starting heap.
CPYTHON_WORKER = r'''
import ast, gc, os, sys, time, warnings
warnings.simplefilter("ignore")
list_path, repeat = sys.argv[1], int(sys.argv[2])
with open(list_path, "rb") as listing:
    paths = [os.fsdecode(line) for line in listing.read().split(b"\n") if line]
sources = []
for path in paths:
    with open(path, "rb") as source_file:
        sources.append((source_file.read(), path))
best = None
for _ in range(repeat):
    errors = 0
    gc.collect()
    start = time.perf_counter()
    for source, path in sources:
        try:
            compile(source, path, "exec", ast.PyCF_ONLY_AST)
        except Exception:
            errors += 1
    seconds = time.perf_counter() - start
    if best is None or seconds < best:
        best = seconds
print("files=%d bytes=%d seconds=%.4f errors=%d"
      % (len(sources), sum(len(source) for source, _ in sources), best, errors))
'''

RESULT_LINE = re.compile(r"files=(\d+) bytes=(\d+) seconds=([0-9.eE+-]+) errors=(\d+)")


def parse_result(who, output):
    """The numbers of the last result line in `output`, as a dict."""
    matches = RESULT_LINE.findall(output)
    if not matches:
        print("error: %s printed no result line; it printed:\n%s" % (who, output),
              file=sys.stderr)
        sys.exit(2)
    files, size, seconds, errors = matches[-1]
    return {"files": int(files), "bytes": int(size), "seconds": float(seconds),
            "errors": int(errors)}


def run(who, command):
    result = subprocess.run(command, capture_output=True, text=True, errors="replace")
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        print("error: %s failed with exit status %d" % (who, result.returncode), file=sys.stderr)
        sys.exit(2)
    return parse_result(who, result.stdout)


def describe(name, numbers, repeat):
    megabytes = numbers["bytes"] / 1e6
    rate = megabytes / numbers["seconds"] if numbers["seconds"] > 0 else float("inf")
    return "%-12s %9.4f s  (%7.1f MB/s, best of %d, %d files, %d rejected)" % (
        name, numbers["seconds"], rate, repeat, numbers["files"], numbers["errors"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--taipan", required=True, help="path to the taipan binary")
    parser.add_argument("--python", default=stdlib_corpus.DEFAULT_PYTHON,
                        help="path to python3.13 (default: %(default)s)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="rounds per parser; the best counts (default: %(default)s)")
    parser.add_argument("--stdlib", help="directory of .py files to parse "
                        "(default: the standard library of --python)")
    args = parser.parse_args()
    repeat = max(1, args.repeat)

    problem = stdlib_corpus.find_cpython(args.python)
    if problem:
        print(problem)
        print(stdlib_corpus.SKIPPED_LINE)
        return 0
    stdlib_corpus.require_taipan(args.taipan)
    stdlib = os.path.abspath(args.stdlib or stdlib_corpus.stdlib_dir(args.python))
    paths = stdlib_corpus.collect_files(stdlib)
    if not paths:
        print("error: no .py files found under %s" % stdlib, file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="taipan-bench-") as workdir:
        list_file = stdlib_corpus.write_list_file(paths, workdir)
        cpython = run("CPython", [args.python, "-c", CPYTHON_WORKER, list_file, str(repeat)])
        taipan = run("Taipan", [args.taipan, "--bench-parse", list_file,
                                "--repeat", str(repeat)])

    print("parsing %d files, %.1f MB, under %s" % (len(paths), cpython["bytes"] / 1e6, stdlib))
    print(describe("CPython 3.13", cpython, repeat))
    print(describe("Taipan", taipan, repeat))
    if (taipan["files"], taipan["bytes"]) != (cpython["files"], cpython["bytes"]):
        print("warning: the two parsers did not read the same input (%d files/%d bytes vs "
              "%d files/%d bytes)" % (taipan["files"], taipan["bytes"],
                                      cpython["files"], cpython["bytes"]))
    if cpython["seconds"] > 0:
        print("ratio Taipan/CPython: %.3f" % (taipan["seconds"] / cpython["seconds"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
