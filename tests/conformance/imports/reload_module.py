# importlib.reload runs the code again in the same module object.
import sys, importlib
import _counter
print(_counter.runs)
again = importlib.reload(_counter)
print(again is _counter, _counter.runs, sys.counter_runs)
importlib.reload(_counter)
print(_counter.runs)
try:
    importlib.reload(5)
except TypeError as e:
    print(type(e).__name__, e)
fresh = type(sys)('_not_registered')
try:
    importlib.reload(fresh)
except ImportError as e:
    print(type(e).__name__, e, e.name)
