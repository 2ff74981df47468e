# Code run by exec and eval under setprofile: the c_call of exec/eval, then
# a call of the compiled code (qualname <module>, line 1) and its return,
# and the c_return.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    ns = {}
    exec("x = 1 + 1", ns)
    return eval("x * 3", ns)


print(_tracetool.profiled(f))
