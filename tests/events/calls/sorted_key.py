# sorted() with a key function: key calls come from C, the sort itself is one C call.
import sys
sys.path.insert(0, "..")
import _logtool

def key(s):
    return len(s)

_logtool.start_all()
print(sorted(["ccc", "a", "bb"], key=key))
_logtool.stop()
