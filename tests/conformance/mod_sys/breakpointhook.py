# breakpoint() calls sys.breakpointhook with its arguments; the original
# hook stays in sys.__breakpointhook__.
import sys
print(sys.breakpointhook is sys.__breakpointhook__, callable(sys.breakpointhook))
calls = []
def hook(*args, **kwargs):
    calls.append((args, kwargs))
    return "hook result"
sys.breakpointhook = hook
print(breakpoint(), breakpoint(1, 2, x=3), breakpoint(*"ab", **{"k": None}))
print(calls)
def failing(*args):
    raise RuntimeError("debugger unavailable: %r" % (args,))
sys.breakpointhook = failing
try:
    breakpoint("here")
except RuntimeError as e:
    print("RuntimeError:", e)
del sys.breakpointhook
try:
    breakpoint()
except RuntimeError as e:
    print("RuntimeError:", e)
sys.breakpointhook = sys.__breakpointhook__
print(sys.breakpointhook is sys.__breakpointhook__)
