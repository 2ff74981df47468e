# Trace functions that are not plain functions: an instance with __call__
# (counting events by kind) and a bound method; both work as global and as
# local tracers.
import sys
sys.path.insert(0, "..")
import _tracetool

class Counter:
    def __init__(self):
        self.counts = {}

    def __call__(self, frame, event, arg):
        if _tracetool.own(frame):
            return None
        self.counts[event] = self.counts.get(event, 0) + 1
        return self


class Logger:
    def __init__(self, prefix):
        self.prefix = prefix

    def trace(self, frame, event, arg):
        if _tracetool.own(frame):
            return None
        print(self.prefix, _tracetool.describe(frame, event, arg))
        return self.trace


def f(n):
    total = 0
    for i in range(n):
        total += i
    return total


counter = Counter()
print(_tracetool.traced(f, 3, trace=counter))
print(sorted(counter.counts.items()))
print(_tracetool.traced(f, 2, trace=Logger("L:").trace))
