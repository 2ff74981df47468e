# A comprehension spread over several lines: the line events follow the
# parts of the comprehension (the iterable, the condition, the element) as
# they run.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(words):
    return [
        w.upper()
        for w in words
        if len(w) > 1
    ]


print(_tracetool.traced(f, ["a", "bc", "def"]))
