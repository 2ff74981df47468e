# frame.f_back from the trace function: the chain of callers' qualnames at
# each call event, through a method, a closure and a generator.
import sys
sys.path.insert(0, "..")
import _tracetool

class K:
    def method(self):
        return helper()


def helper():
    def inner():
        return sum(g())
    return inner()


def g():
    yield 1


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event == "call":
        print(_tracetool.chain(frame))
    return trace


print(_tracetool.traced(K().method, trace=trace))
