# sys.setprofile called inside a function: the profile applies at once, to
# the calling frame too: its c_calls and its own return are reported, and so
# are the returns of its callers (but not their calls).
import sys
sys.path.insert(0, "..")
import _tracetool

def leaf():
    return 1


def middle():
    sys.setprofile(_tracetool.profiler)
    x = leaf()
    return x + len("ab")


def top():
    y = middle()
    sys.setprofile(None)
    return y


print(top())
