# Builtins that call Python code: sorted with a key function, min with a
# key, map and filter consumed by list (map and filter are types: no c_call
# for them, but the Python functions they call are profiled).
import sys
sys.path.insert(0, "..")
import _tracetool

def key(s):
    return len(s)


def f(words):
    a = sorted(words, key=key)
    b = min(words, key=key)
    c = list(map(key, words))
    d = list(filter(lambda w: len(w) > 1, words))
    return a, b, c, d


print(_tracetool.profiled(f, ["ccc", "a", "bb"]))
