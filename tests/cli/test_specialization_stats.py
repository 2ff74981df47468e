#!/usr/bin/env python3
"""`taipan -X stats` and `taipan -X nospecialize` (src/cli/main.cpp,
vm/specialize.h): the statistics report a program's specializations, hits,
misses, deoptimizations and failure reasons; with specialization off
nothing is specialized; the environment variables do the same as the
options; and the program's own output is unchanged by either.

Usage: test_specialization_stats.py TAIPAN   (exit 0 when every check passes)
"""
import os
import re
import subprocess
import sys
import tempfile

PROGRAM = r'''
class Point:
    def __init__(self, x):
        self.x = x

def total(points):
    t = 0
    for p in points:
        t += p.x
    return t

points = [Point(i) for i in range(300)]
print(total(points))
# A site that changes type many times: misses, then deoptimization.
class Other:
    x = 5
mixed = [Other() for i in range(300)]
print(total(mixed))
print(total(points))
# A site that cannot specialize: a failure reason.
class Dynamic:
    def __getattr__(self, name):
        return 1
print(total([Dynamic() for i in range(300)]))
'''

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def run(taipan, args, env_extra=None):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and not k.startswith("TAIPAN_")}
    env.update(env_extra or {})
    return subprocess.run([taipan] + args, capture_output=True, text=True, env=env, timeout=120)


def family_row(report, name):
    """(executions, hits, misses, specialized, failed, deopts) of a family."""
    match = re.search(r"^%s +(\d+) +(\d+) +(\d+) +(\d+) +(\d+) +(\d+)$" % name, report, re.M)
    return tuple(int(g) for g in match.groups()) if match else None


def variant_count(report, name):
    match = re.search(r"^  %s +(\d+)" % name, report, re.M)
    return int(match.group(1)) if match else 0


def main():
    taipan = sys.argv[1]
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "program.py")
        with open(path, "w") as f:
            f.write(PROGRAM)
        plain = run(taipan, [path])
        check(plain.returncode == 0 and plain.stdout == "44850\n1500\n44850\n300\n",
              "the program runs: %r" % plain.stdout)
        check("statistics" not in plain.stderr, "no report without -X stats")

        stats = run(taipan, ["-X", "stats", path])
        check(stats.stdout == plain.stdout, "-X stats leaves the output unchanged")
        report = stats.stderr
        check("=== taipan specialization statistics ===" in report, "the report is printed")
        load_attr = family_row(report, "LOAD_ATTR")
        check(load_attr is not None and load_attr[1] > 500,
              "LOAD_ATTR hits counted: %r" % (load_attr,))
        check(load_attr is not None and load_attr[2] >= 53 and load_attr[5] >= 1,
              "the changed site misses and deoptimizes: %r" % (load_attr,))
        check(variant_count(report, "LOAD_ATTR_INSTANCE_VALUE") > 500,
              "LOAD_ATTR_INSTANCE_VALUE executions listed")
        check(variant_count(report, "CALL_ALLOC_AND_ENTER_INIT") >= 250,
              "class instantiation specialized")
        check(variant_count(report, "RESUME_CHECK") > 0, "RESUME quickened to RESUME_CHECK")
        check(re.search(r"^    failed: custom __getattribute__ +\d+$", report, re.M) is not None,
              "failure reasons are listed")
        check(re.search(r"^instructions executed: \d+$", report, re.M) is not None,
              "the instruction total is printed")

        env_stats = run(taipan, [path], {"TAIPAN_STATS": "1"})
        check("=== taipan specialization statistics ===" in env_stats.stderr,
              "TAIPAN_STATS=1 does what -X stats does")

        off = run(taipan, ["-X", "nospecialize", "-X", "stats", path])
        check(off.stdout == plain.stdout, "-X nospecialize leaves the output unchanged")
        rows = re.findall(r"^([A-Z_]+) +\d+ +\d+ +\d+ +(\d+) +\d+ +\d+$", off.stderr, re.M)
        specialized = {name: int(count) for name, count in rows if name != "RESUME"}
        check(rows and all(count == 0 for count in specialized.values()),
              "nothing is specialized with -X nospecialize: %r" % specialized)
        check(variant_count(off.stderr, "RESUME_CHECK") > 0,
              "code is still quickened (RESUME_CHECK) with -X nospecialize")
        env_off = run(taipan, ["-X", "stats", path], {"TAIPAN_NOSPECIALIZE": "1"})
        check(variant_count(env_off.stderr, "LOAD_ATTR_INSTANCE_VALUE") == 0,
              "TAIPAN_NOSPECIALIZE=1 does what -X nospecialize does")

        probe = run(taipan, ["-c", "import _taipan; print(_taipan.specialization_enabled())"])
        probe_off = run(taipan, ["-X", "nospecialize", "-c",
                                 "import _taipan; print(_taipan.specialization_enabled())"])
        check(probe.stdout == "True\n" and probe_off.stdout == "False\n",
              "_taipan.specialization_enabled() follows the switch")
    print("%d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
