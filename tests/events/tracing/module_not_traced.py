# sys.settrace at module level traces only the frames started afterwards:
# the module's own lines are reported only once its f_trace is set too.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    return 1


sys.settrace(_tracetool.tracer)
a = f()
b = 2
sys._getframe().f_trace = _tracetool.tracer
c = f()
d = 4
sys.settrace(None)
print(a, b, c, d)
