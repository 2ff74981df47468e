# sys._getframe(depth) and the f_back chain: which frame each depth names,
# the errors for bad depths, and frame identity while a frame runs.
import sys


def name_and_line(frame):
    return frame.f_code.co_name, frame.f_lineno - frame.f_code.co_firstlineno


def leaf():
    here = sys._getframe()
    print("depth 0:", name_and_line(here))
    print("depth 1:", name_and_line(sys._getframe(1)))
    print("depth 2:", name_and_line(sys._getframe(2)))
    # The same frame object every time it is asked for while it runs.
    print("same object:", here is sys._getframe(0), here.f_back is sys._getframe(1))
    return here


def middle():
    return leaf()


def top():
    return middle()


frame = top()
# After the calls returned, the chain is fixed as it was when they ended.
chain = []
f = frame
while f.f_code.co_name != "<module>":
    chain.append(f.f_code.co_name)
    f = f.f_back
print("chain:", chain)
print("module frame reached:", f is sys._getframe())

for bad in [10000, -1, "1", 1.0, None]:
    try:
        sys._getframe(bad)
        print(repr(bad), "ok")
    except (ValueError, TypeError) as e:
        print(repr(bad), type(e).__name__, e)

try:
    sys._getframe(1, 2)
except TypeError as e:
    print("two arguments:", e)

# A frame of a function that is still running, seen from a callee.
def outer():
    marker = "outer-local"
    return inner()


def inner():
    caller = sys._getframe(1)
    return caller.f_code.co_name, caller.f_locals["marker"]


print(outer())
