# sys.settrace plus f_trace on the running frame and its callers (bdb
# style): the running frame reports lines from its next line, and its
# callers report their remaining lines and returns when control comes back.
import sys
sys.path.insert(0, "..")
import _tracetool

def leaf():
    return 1


def middle():
    _tracetool.trace_here()
    x = leaf()
    x += 1
    return x


def top():
    y = middle()
    y += leaf()
    _tracetool.stop_here()
    return y


print(top())
