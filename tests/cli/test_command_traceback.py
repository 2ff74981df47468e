"""`taipan -c CODE`: an uncaught exception's traceback shows CODE's source
lines with their caret lines, as CPython 3.13 does (run by CTest as
`command_traceback`).

usage: test_command_traceback.py TAIPAN

The expected report below was printed by `python3.13 -c` for the same CODE.
"""
import subprocess
import sys

CODE = "def f(items):\n    return items['key'] + 1\nf({'key': 'text'})\n"
EXPECTED = """Traceback (most recent call last):
  File "<string>", line 3, in <module>
    f({'key': 'text'})
    ~^^^^^^^^^^^^^^^^^
  File "<string>", line 2, in f
    return items['key'] + 1
           ~~~~~~~~~~~~~^~~
TypeError: can only concatenate str (not "int") to str
"""

result = subprocess.run([sys.argv[1], "-c", CODE], capture_output=True, text=True, timeout=60)
if result.returncode != 1 or result.stderr != EXPECTED:
    print(f"status {result.returncode}; stderr was:\n{result.stderr}expected:\n{EXPECTED}")
    sys.exit(1)
print("ok")
