"""Ctrl-C reaches programs that recurse without ever looping (CTest: `sigint_recursion`).

usage: test_sigint_recursion.py INTERPRETER

Specialized Python-to-Python calls may enter the callee after its RESUME
(DESIGN §2 rule 4), and RESUME is where function entry polls the eval
breaker. A program that never runs a backward jump (no `while`, no `for`)
would then never notice a pending signal unless the design provides another
point that does. Each case below writes a small program that prints
"started", then runs (for minutes, if left alone) a recursion tree reached
through one kind of call, with no loop anywhere in the program:

  plain      a function calling itself, under a 2000-frame deep chain
  method     bound-method calls (self.walk(...)), under a deep chain
  init       class instantiation whose __init__ instantiates the class again
  loop       `while True: pass`, the control case (backward jumps only)
  caught     the plain tree inside try/except KeyboardInterrupt: prints
             "caught" and exits normally

The test waits for "started", sleeps 0.3 s, sends SIGINT and requires the
process to end within 2 seconds: with status -2 (CPython 3.13 re-raises
SIGINT after reporting an uncaught KeyboardInterrupt, so the parent sees the
signal) and stderr ending in "KeyboardInterrupt"; or, for `caught`, with
status 0 and stdout "started\\ncaught\\n". Every case runs twice on Taipan:
with specialization and with TAIPAN_NOSPECIALIZE=1 (CPython ignores the
variable). The environment variable TAIPAN_TEST_SLOWDOWN (a number, default
1) multiplies every time limit, for sanitizer builds.

Running it with CPython 3.13 as INTERPRETER checks the test itself.
"""
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

INTERPRETER = sys.argv[1]
SLOWDOWN = float(os.environ.get("TAIPAN_TEST_SLOWDOWN", "1"))
EXIT_LIMIT = 2.0 * SLOWDOWN
START_LIMIT = 20.0 * SLOWDOWN

# The recursion tree doubles its calls at every level: tree(40) makes about
# 2**41 calls, hours of work for any interpreter, and never more than 40
# frames deep. The chain above it makes the stack deep when the signal
# arrives, so unwinding must be prompt as well. No program contains a loop.
PROGRAMS = {
    "plain": """
import sys
sys.setrecursionlimit(100000)


def tree(d):
    return 0 if d == 0 else tree(d - 1) + tree(d - 1) + 1


def chain(n):
    return tree(40) if n == 0 else chain(n - 1) + 1


print("started", flush=True)
chain(2000)
""",
    "method": """
import sys
sys.setrecursionlimit(100000)


class Walker:
    def __init__(self):
        self.count = 0

    def walk(self, d):
        self.count += 1
        return 0 if d == 0 else self.walk(d - 1) + self.walk(d - 1) + 1

    def descend(self, n):
        return self.walk(40) if n == 0 else self.descend(n - 1) + 1


print("started", flush=True)
Walker().descend(2000)
""",
    "init": """
import sys
sys.setrecursionlimit(100000)


class Node:
    def __init__(self, d):
        self.size = 1 if d == 0 else Node(d - 1).size + Node(d - 1).size


class Chain:
    def __init__(self, n):
        self.node = Node(40) if n == 0 else Chain(n - 1).node


print("started", flush=True)
Chain(200)
""",
    "loop": """
print("started", flush=True)
while True:
    pass
""",
    "caught": """
import sys
sys.setrecursionlimit(100000)


def tree(d):
    return 0 if d == 0 else tree(d - 1) + tree(d - 1) + 1


def chain(n):
    return tree(40) if n == 0 else chain(n - 1) + 1


print("started", flush=True)
try:
    chain(2000)
except KeyboardInterrupt:
    print("caught", flush=True)
""",
}

failures = []
checks = 0


def check(what, ok, detail):
    global checks
    checks += 1
    if not ok:
        failures.append("%s: %s" % (what, detail))


def wait_for_started(process):
    """Reads stdout until the "started" line, or gives up after START_LIMIT."""
    deadline = time.monotonic() + START_LIMIT
    seen = b""
    while b"\n" not in seen:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return False, seen
        ready, _, _ = select.select([process.stdout], [], [], remaining)
        if not ready:
            return False, seen
        chunk = os.read(process.stdout.fileno(), 1)
        if not chunk:
            return False, seen
        seen += chunk
    return seen == b"started\n", seen


def run_case(name, path, environment):
    label = name + (" (no specialization)" if "TAIPAN_NOSPECIALIZE" in environment else "")
    # A child inherits an ignored SIGINT (nohup, background jobs), so the
    # default action is restored explicitly, as an interactive shell would.
    process = subprocess.Popen([INTERPRETER, path], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    started, seen = wait_for_started(process)
    if not started:
        process.kill()
        _, err = process.communicate()
        check(label, False, "never printed 'started' (stdout %r, stderr %r)"
              % (seen, err.decode(errors="replace")[-300:]))
        return
    time.sleep(0.3)
    sent = time.monotonic()
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=EXIT_LIMIT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        check(label, False, "still running %.1f s after SIGINT" % EXIT_LIMIT)
        return
    elapsed = time.monotonic() - sent
    out = seen + out
    lines = err.decode(errors="replace").strip().splitlines()
    if name == "caught":
        check(label + " status", process.returncode == 0,
              "exit status %r, stderr %r" % (process.returncode, lines[-3:]))
        check(label + " output", out == b"started\ncaught\n", "stdout %r" % out)
    else:
        check(label + " status", process.returncode == -signal.SIGINT,
              "exit status %r (expected %d), stderr %r"
              % (process.returncode, -signal.SIGINT, lines[-3:]))
        check(label + " stderr", lines[-1:] == ["KeyboardInterrupt"],
              "last stderr line %r" % lines[-1:])
    print("%-32s ended %.3f s after SIGINT, status %r" % (label, elapsed, process.returncode))


def main():
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("PYTHON") and key != "TAIPAN_NOSPECIALIZE"}
    modes = [environment, dict(environment, TAIPAN_NOSPECIALIZE="1")]
    with tempfile.TemporaryDirectory(prefix="sigint_recursion_") as directory:
        for name, source in PROGRAMS.items():
            path = os.path.join(directory, name + ".py")
            with open(path, "w") as f:
                f.write(source.lstrip())
            for mode in modes:
                run_case(name, path, mode)
    for failure in failures:
        print("FAIL", failure)
    print("%d checks, %d failures (time limit %.1f s)" % (checks, len(failures), EXIT_LIMIT))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
