# Code called from inside the profile function is not profiled (no
# re-entry): the profiler calls a Python helper and builtins on every event.
import sys
sys.path.insert(0, "..")
import _tracetool

calls = []


def helper(name):
    return name.upper()


def profile(frame, event, arg):
    if _tracetool.own(frame):
        return None
    calls.append(helper(event))
    print(_tracetool.describe(frame, event, arg), len(calls))


def f():
    return helper("x")


print(_tracetool.profiled(f, profile=profile))
