# Builtin functions under setprofile: a c_call and a c_return around each,
# naming the builtin, at the line of the calling frame; no line events.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(data):
    n = len(data)
    m = max(data)
    s = sorted(data)
    a = abs(-n)
    print("inside", n, m, s, a)
    return isinstance(n, int)


print(_tracetool.profiled(f, [3, 1, 2]))
