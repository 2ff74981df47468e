"""`taipan -m cProfile`: the command line (run by CTest as `cprofile_cli`).

usage: test_cprofile_cli.py TAIPAN

Checks, in a temporary directory holding a small script and a module:
the usage message and exit status 2 without a script and for an unknown
sort key (CPython 3.13's texts), the printed table's header, title and
default order (cumulative time), -s, the script's sys.argv, -o (the file
is read with this Python's marshal), -m MODULE, and Taipan's --collapsed
output (one "frame;frame;... COUNT" line per call path). Times are never
compared.
"""
import marshal
import os
import re
import subprocess
import sys
import tempfile

SCRIPT = """import sys
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def main():
    values = [fib(i) for i in range(8)]
    print(sorted(values, key=lambda v: -v)[:3], sys.argv[1:])
main()
"""
MODULE = "import sys\ndef f():\n    return 1\nprint('module', f(), sys.argv, __name__)\n"
USAGE = ("Usage: cProfile.py [-o output_file_path] [-s sort] [-m module | scriptfile] "
         "[arg] ...")
BAD_SORT = ("cProfile.py: error: option -s: invalid choice: 'bogus' (choose from 'calls', "
            "'cumtime', 'cumulative', 'filename', 'line', 'module', 'name', 'ncalls', 'nfl', "
            "'pcalls', 'stdname', 'time', 'tottime')")
HEADER = re.compile(r"^ {9}\d+ function calls \(\d+ primitive calls\) in \d+\.\d{3} seconds$")
TITLE = "   ncalls  tottime  percall  cumtime  percall filename:lineno(function)"

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def run(taipan, directory, *args):
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    return subprocess.run([taipan, "-m", "cProfile", *args], cwd=directory, env=env,
                          capture_output=True, text=True, timeout=120)


def main():
    taipan = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as directory:
        with open(os.path.join(directory, "prog.py"), "w") as f:
            f.write(SCRIPT)
        with open(os.path.join(directory, "mod.py"), "w") as f:
            f.write(MODULE)

        result = run(taipan, directory)
        check(result.returncode == 2, "no script: exit status %d" % result.returncode)
        check(result.stderr.splitlines()[:1] == [USAGE], "no script: " + result.stderr)

        result = run(taipan, directory, "-s", "bogus", "prog.py")
        check(result.returncode == 2, "bad sort: exit status %d" % result.returncode)
        check(result.stderr.strip().splitlines()[-1:] == [BAD_SORT], "bad sort: " + result.stderr)

        result = run(taipan, directory, "prog.py", "a", "b")
        lines = result.stdout.splitlines()
        check(result.returncode == 0, "table: exit status %d: %s" % (result.returncode,
                                                                     result.stderr))
        check(lines[:1] == ["[13, 8, 5] ['a', 'b']"], "table: program output %r" % lines[:1])
        check(len(lines) > 5 and HEADER.match(lines[1]) is not None, "table: header %r" % lines)
        check("   Ordered by: cumulative time" in lines, "table: default order")
        check(TITLE in lines, "table: title")
        check(any(line.split()[:1] == ["100/8"] and line.endswith("prog.py:2(fib)")
                  for line in lines), "table: fib's 100/8 calls")

        result = run(taipan, directory, "-s", "calls", "prog.py")
        check("   Ordered by: call count" in result.stdout.splitlines(), "-s calls")

        result = run(taipan, directory, "-o", "out.prof", "prog.py")
        check(result.stdout == "[13, 8, 5] []\n", "-o: prints only the program's output")
        with open(os.path.join(directory, "out.prof"), "rb") as f:
            stats = marshal.load(f)
        fib = stats.get((os.path.join("prog.py"), 2, "fib"))
        check(fib is not None and fib[:2] == (8, 100), "-o: fib's counts %r" % (fib,))
        check(("~", 0, "<built-in method builtins.exec>") in stats, "-o: exec")

        result = run(taipan, directory, "-m", "mod", "x")
        check(result.stdout.splitlines()[:1] == ["module 1 ['mod', 'x'] __main__"],
              "-m: " + result.stdout + result.stderr)
        check("mod.py:2(f)" in result.stdout, "-m: the module's function is listed")

        collapsed = os.path.join(directory, "stacks.txt")
        result = run(taipan, directory, "--collapsed", collapsed, "-o", "out2.prof", "prog.py")
        with open(collapsed) as f:
            stacks = f.read().splitlines()
        check(all(re.match(r"^\S.* \d+$", line) for line in stacks), "collapsed: line format")
        check(any(line.startswith("{built-in method builtins.exec};prog.py:1(<module>);"
                                  "prog.py:4(main)") for line in stacks),
              "collapsed: the path to main %r" % stacks)

    for failure in failures:
        print("FAIL", failure)
    print("%d checks failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
