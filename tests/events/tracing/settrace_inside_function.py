# sys.settrace called inside a function: only frames started afterwards are
# traced; the calling frame reports nothing (not even its return) and
# neither do its callers.
import sys
sys.path.insert(0, "..")
import _tracetool

def leaf():
    return 1


def middle():
    sys.settrace(_tracetool.tracer)
    x = leaf()
    x += 1
    return x


def top():
    y = middle()
    y += leaf()
    sys.settrace(None)
    return y


print(top())
