# A builtin called by another builtin (len as sorted's key, str.upper
# through map) is not reported: only the Python frame's own call of the
# outer builtin is.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(words):
    a = sorted(words, key=len)
    b = list(map(str.upper, words))
    return a, b


print(_tracetool.profiled(f, ["bb", "a"]))
