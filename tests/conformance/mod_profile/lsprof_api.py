# The _lsprof profiler object: its entries' shape and attribute names,
# enable/disable rules, tool id 2, and call counts (times are not printed).
import _lsprof
import sys


def label(code):
    return code if isinstance(code, str) else code.co_name


def show(profiler):
    for entry in sorted(profiler.getstats(), key=lambda e: label(e.code)):
        calls = None
        if entry.calls is not None:
            calls = sorted((label(s.code), s.callcount, s.reccallcount) for s in entry.calls)
        print(" ", label(entry.code), entry.callcount, entry.reccallcount, calls)


def leaf(n):
    return n


def rec(n):
    return leaf(n) if n == 0 else rec(n - 1)


def gen():
    yield 1
    yield 2


p = _lsprof.Profiler()
print(type(p).__name__, type(p).__module__, _lsprof.profiler_entry.n_fields,
      _lsprof.profiler_subentry.n_fields)
print(p.getstats())
p.enable()
print(sys.monitoring.get_tool(sys.monitoring.PROFILER_ID))
rec(3)
list(gen())
len([1])
p.disable()
print(sys.monitoring.get_tool(sys.monitoring.PROFILER_ID))
show(p)
entry = [e for e in p.getstats() if label(e.code) == "rec"][0]
print(len(entry), entry[1] == entry.callcount, type(entry.totaltime).__name__,
      type(entry.calls[0]).__name__, len(entry.calls[0]))
print(isinstance(entry, tuple), entry.totaltime >= entry.inlinetime >= 0.0)

q = _lsprof.Profiler()
p.enable()
try:
    q.enable()
except ValueError as error:
    print("ValueError:", error)
try:
    p.enable()
except ValueError as error:
    print("ValueError:", error)
p.disable()
q.disable()
sys.monitoring.use_tool_id(2, "someone else")
try:
    p.enable()
except ValueError as error:
    print("ValueError:", error)
sys.monitoring.free_tool_id(2)

p.clear()
print(p.getstats())
p.enable(subcalls=False, builtins=False)
rec(1)
len("x")
p.disable()
show(p)
p.clear()
p.enable()
rec(0)
p.disable()
show(p)

t = [0]


def timer():
    t[0] += 4
    return t[0]


timed = _lsprof.Profiler(timer, 0.25)
timed.enable()
leaf(1)
timed.disable()
print(sorted((label(e.code), e.totaltime, e.inlinetime) for e in timed.getstats()))
try:
    _lsprof.Profiler(timeunit="x")
except TypeError as error:
    print("TypeError:", error)

# A Python timer may not clear its profiler (the failure is reported as
# unraisable, and the profile goes on).
ticks = [0]


def clearing_timer():
    ticks[0] += 1
    if ticks[0] == 3:
        cleared.clear()
    return ticks[0]


cleared = _lsprof.Profiler(clearing_timer)
cleared.enable()
leaf(2)
leaf(3)
cleared.disable()
show(cleared)
