"""`taipan -m MODULE` and `taipan -c`: sys.argv, sys.path[0], __name__,
__spec__ and runpy's error messages, as CPython 3.13 prints them (run by
CTest as `run_module`).

usage: test_run_module.py TAIPAN

Each case runs in a temporary directory holding a module, a package with a
__main__.py and a package without one. The expected outputs were printed by
python3.13 for the same commands; "EXE" stands for sys.executable and "DIR"
for the temporary directory.
"""
import os
import subprocess
import sys
import tempfile

FILES = {
    "show.py": "import sys\nprint(sys.argv, __name__, repr(__package__), __spec__.name,"
               " sys.path[0] == DIR)\n",
    "app/__init__.py": "print('app init', __name__)\n",
    "app/__main__.py": "import sys\nfrom . import helper\nprint(__name__, __package__,"
                       " __spec__.name, helper.VALUE, sys.argv[1:])\n",
    "app/helper.py": "VALUE = 'helper value'\n",
    "nomain/__init__.py": "",
    "broken.py": "raise ValueError('broken module')\n",
}

CASES = [
    (["-m", "show", "a", "b"], 0,
     "['DIR/show.py', 'a', 'b'] __main__ '' show True\n", ""),
    (["-m", "app", "x"], 0,
     "app init app\n__main__ app app.__main__ helper value ['x']\n", ""),
    (["-m", "app.helper"], 0, "app init app\n", ""),
    (["-m", "nosuch"], 1, "", "EXE: No module named nosuch\n"),
    (["-m", "nomain"], 1, "",
     "EXE: No module named nomain.__main__; 'nomain' is a package and cannot be directly "
     "executed\n"),
    (["-m", ".rel"], 1, "", "EXE: Relative module names not supported\n"),
    (["-m", "app.nosuch"], 1, "app init app\n", "EXE: No module named app.nosuch\n"),
    (["-m", "show.py"], 1, "['-m'] show '' show True\n",
     "EXE: Error while finding module specification for 'show.py' (ModuleNotFoundError: "
     "__path__ attribute not found on 'show' while trying to find 'show.py'). Try using "
     "'show' instead of 'show.py' as the module name.\n"),
    (["-c", "import sys, show; print(sys.path[0] == '', sys.argv)"], 0,
     "['-c'] show '' show False\nTrue ['-c']\n", ""),
]


def main():
    taipan = os.path.abspath(sys.argv[1])
    failures = 0
    with tempfile.TemporaryDirectory(prefix="taipan_run_module_") as directory:
        directory = os.path.realpath(directory)
        for name, text in FILES.items():
            path = os.path.join(directory, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text.replace("DIR", repr(directory)))
        environment = {key: value for key, value in os.environ.items()
                       if not key.startswith("PYTHON")}
        for arguments, status, stdout, stderr in CASES:
            result = subprocess.run([taipan] + arguments, cwd=directory, env=environment,
                                    capture_output=True, text=True, timeout=60)
            expected_stdout = stdout.replace("DIR", directory)
            expected_stderr = stderr.replace("EXE", taipan)
            if (result.returncode, result.stdout, result.stderr) != (
                    status, expected_stdout, expected_stderr):
                failures += 1
                print(f"FAIL {arguments}: status {result.returncode} (expected {status})\n"
                      f"stdout: {result.stdout!r}\nexpected: {expected_stdout!r}\n"
                      f"stderr: {result.stderr!r}\nexpected: {expected_stderr!r}")
    if failures:
        sys.exit(1)
    print(f"ok ({len(CASES)} cases)")


if __name__ == "__main__":
    main()
