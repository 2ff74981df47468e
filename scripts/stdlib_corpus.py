"""The corpus the parser is measured on: every .py file of CPython 3.13's
standard library, and how to find the CPython 3.13 that serves as the oracle.

Shared by compare_stdlib_ast.py and bench_parse.py so both always look at the
same files in the same order. Standard library only; runs under Python 3.11
and later (Debian's python3 as well as python3.13).
"""

import os
import subprocess
import sys
import tempfile

DEFAULT_PYTHON = "/root/.pyenv/versions/3.13.0/bin/python3.13"
SKIPPED_LINE = "skipped: CPython 3.13 not found"


def find_cpython(python):
    """Returns None if `python` runs as CPython 3.13, else a sentence saying
    why it cannot serve as the oracle."""
    if not os.path.isfile(python) or not os.access(python, os.X_OK):
        return "CPython 3.13 not found at %s" % python
    try:
        probe = subprocess.run(
            [python, "-c", "import sys; print(sys.implementation.name, *sys.version_info[:2])"],
            capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as error:
        return "cannot run %s: %s" % (python, error)
    if probe.returncode != 0 or probe.stdout.split() != ["cpython", "3", "13"]:
        return "%s is not CPython 3.13 (it says %r)" % (python, probe.stdout.strip())
    return None


def stdlib_dir(python):
    """The standard library directory of the interpreter `python`."""
    result = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])"],
        capture_output=True, text=True, check=True)
    return result.stdout.strip()


def collect_files(stdlib, match=None):
    """Every .py file under `stdlib`, tests included, site-packages left out
    (third-party code is not part of the oracle's own library), sorted by
    path relative to `stdlib` so runs are reproducible. With `match`, only the
    files whose relative path contains that substring."""
    stdlib = os.path.abspath(stdlib)
    found = []
    for directory, subdirectories, names in os.walk(stdlib):
        if directory == stdlib and "site-packages" in subdirectories:
            subdirectories.remove("site-packages")
        subdirectories[:] = [name for name in subdirectories if name != "__pycache__"]
        for name in names:
            if name.endswith(".py"):
                path = os.path.join(directory, name)
                relative = os.path.relpath(path, stdlib)
                if match is None or match in relative:
                    found.append((relative, path))
    found.sort()
    return [path for _, path in found]


def write_list_file(paths, directory):
    """Writes `paths` one per line (the LISTFILE format of taipan's batch
    options) into a new file in `directory` and returns its name."""
    handle, name = tempfile.mkstemp(prefix="files-", suffix=".txt", dir=directory)
    with os.fdopen(handle, "wb") as listing:
        for path in paths:
            listing.write(os.fsencode(path) + b"\n")
    return name


def require_taipan(taipan):
    """Exits with a message when the Taipan binary is missing."""
    if not os.path.isfile(taipan) or not os.access(taipan, os.X_OK):
        print("error: Taipan binary not found or not executable: %s" % taipan, file=sys.stderr)
        sys.exit(2)
