"""Ctrl-C behaves as in CPython 3.13 (run by CTest as `sigint`).

usage: test_sigint.py TAIPAN

1. A program interrupted by SIGINT while running Python code gets
   KeyboardInterrupt; uncaught, its traceback ends in "KeyboardInterrupt"
   and the process ends by SIGINT itself (status -2 as a child).
2. A handler can catch the KeyboardInterrupt and go on.
3. A process started with SIGINT ignored (nohup, background jobs of a
   non-interactive shell) keeps ignoring it.
"""
import signal
import subprocess
import sys
import time

TAIPAN = sys.argv[1]
LOOP = "import sys\nprint('ready', flush=True)\nwhile True: pass\n"
CATCH = ("import sys\ntry:\n    print('ready', flush=True)\n    while True: pass\n"
         "except KeyboardInterrupt:\n    print('caught')\nprint('after')\n")


def start(code, disposition):
    process = subprocess.Popen([TAIPAN, "-c", code], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, disposition))
    assert process.stdout.readline() == b"ready\n"
    time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    return process


failures = []


def check(what, actual, expected):
    if actual != expected:
        failures.append(f"{what}: expected {expected!r}, got {actual!r}")


process = start(LOOP, signal.SIG_DFL)
_, err = process.communicate(timeout=20)
check("uncaught status", process.returncode, -signal.SIGINT)
check("uncaught last line", err.decode().strip().splitlines()[-1:], ["KeyboardInterrupt"])

process = start(CATCH, signal.SIG_DFL)
out, _ = process.communicate(timeout=20)
check("caught output", out.decode(), "caught\nafter\n")
check("caught status", process.returncode, 0)

process = start(LOOP, signal.SIG_IGN)
time.sleep(0.5)
check("ignored SIGINT leaves it running", process.poll(), None)
process.kill()
process.wait()

for failure in failures:
    print("FAIL", failure)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
