# sys.unraisablehook receives the exceptions that cannot propagate (from
# __del__ and weakref callbacks) as an UnraisableHookArgs.
import sys
import weakref
reports = []
def hook(unraisable):
    reports.append(unraisable)
    print("hook:", type(unraisable).__name__, unraisable.exc_type.__name__, unraisable.exc_value,
          unraisable.err_msg, unraisable.exc_traceback is not None, len(unraisable))
sys.unraisablehook = hook
class Resource:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        raise ValueError("cannot release " + self.name)
r = Resource("db")
del r
print("after del", len(reports), reports[0].object is Resource.__del__)
class Target:
    pass
t = Target()
def callback(ref):
    raise KeyError("callback failed")
w = weakref.ref(t, callback)
del t
print("after callback", len(reports), reports[-1].exc_type.__name__)
print(sys.unraisablehook is hook, callable(sys.__unraisablehook__))
sys.unraisablehook = sys.__unraisablehook__
reports.clear()
print("restored", sys.unraisablehook is sys.__unraisablehook__)
