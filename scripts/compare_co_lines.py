#!/usr/bin/env python3
"""Line-number oracle: compares the lines Taipan's code objects attribute to
their instructions with CPython 3.13's.

usage: compare_co_lines.py --cpython FILE...       print CPython's lines
       compare_co_lines.py --taipan BIN FILE...    compare with `BIN --co-lines FILE`
       compare_co_lines.py --taipan BIN --stdlib   every .py file of CPython's stdlib
           [--quiet]                               only the summary
           [--jobs N]                              compare N files at a time

Must run under CPython 3.13 (the oracle). For every code object of FILE
(the module, then the code objects found in co_consts, depth first in
co_consts order) one line is printed:

    <co_qualname>: <line> <line> ...

the sequence of line numbers co_lines() reports, consecutive duplicates
collapsed, None for instructions without a line. The sequence starts at
the code object's first RESUME: the instructions before it (CPython's
MAKE_CELL / COPY_FREE_VARS, and RETURN_GENERATOR / POP_TOP of generators)
fire no events, and Taipan sets cells up in its call sequence instead of
with instructions, so only the traceable part is compared.

A file whose lines match is "same"; one CPython rejects is skipped; one
Taipan rejects (constructs it does not compile yet: match, async, PEP 695)
is "taipan-error". The summary counts each.
"""

import concurrent.futures
import dis
import os
import subprocess
import sys
import sysconfig


def code_lines(code, out):
    resume = 0
    for instr in dis.get_instructions(code):
        if instr.opname == "RESUME":
            resume = instr.offset
            break
    lines = []
    for start, end, line in code.co_lines():
        if end <= resume:
            continue
        text = "None" if line is None else str(line)
        if not lines or lines[-1] != text:
            lines.append(text)
    out.append("%s: %s" % (code.co_qualname, " ".join(lines)))
    for const in code.co_consts:
        if isinstance(const, type(code)):
            code_lines(const, out)


def cpython_lines(path):
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    out = []
    code_lines(code, out)
    return out


def compare(taipan, path):
    try:
        expected = cpython_lines(path)
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return "cpython-error", []
    result = subprocess.run([taipan, "--co-lines", path], capture_output=True, timeout=120)
    if result.returncode != 0:
        last = result.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
        return "taipan-error", ["  " + line for line in last]
    actual = result.stdout.decode("utf-8", "replace").splitlines()
    if actual == expected:
        return "same", []
    report = []
    for i in range(max(len(expected), len(actual))):
        e = expected[i] if i < len(expected) else "<missing>"
        a = actual[i] if i < len(actual) else "<missing>"
        if e != a:
            report.append("  cpython: " + e)
            report.append("  taipan : " + a)
    return "different", report


def stdlib_files():
    root = sysconfig.get_paths()["stdlib"]
    files = []
    for directory, subdirs, names in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if d != "site-packages")
        files.extend(os.path.join(directory, n) for n in sorted(names) if n.endswith(".py"))
    return files


def main(argv):
    if len(argv) >= 2 and argv[0] == "--cpython":
        for path in argv[1:]:
            print("\n".join(cpython_lines(path)))
        return 0
    if len(argv) >= 2 and argv[0] == "--taipan":
        taipan = argv[1]
        quiet = "--quiet" in argv
        jobs = 1
        rest = argv[2:]
        if "--jobs" in rest:
            at = rest.index("--jobs")
            jobs = max(1, int(rest[at + 1]))
            del rest[at:at + 2]
        paths = [a for a in rest if not a.startswith("--")]
        if "--stdlib" in argv:
            paths = stdlib_files()
        counts = {}
        # Each comparison waits on a Taipan subprocess, so threads overlap
        # them; results are reported in file order whatever the finish order.
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            results = pool.map(lambda p: compare(taipan, p), paths)
        for path, (status, report) in zip(paths, results):
            counts[status] = counts.get(status, 0) + 1
            if status in ("different", "taipan-error") and not quiet:
                print("### %s: %s" % (path, status))
                for line in report:
                    print(line)
        compiled = sum(v for k, v in counts.items() if k in ("same", "different"))
        print("files: %d, compiled by both: %d, same lines: %d (%s)" % (
            len(paths), compiled, counts.get("same", 0),
            ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
        return 0 if counts.get("different", 0) == 0 else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
