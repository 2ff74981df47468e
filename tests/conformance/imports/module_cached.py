# A module's code runs once however often it is imported.
import sys
import _counter
import _counter
import importlib
m = importlib.import_module('_counter')
n = __import__('_counter')
print(_counter.runs, sys.counter_runs, m is _counter, n is _counter)
def f():
    import _counter as inner
    return inner
print(f() is _counter, sys.counter_runs)
