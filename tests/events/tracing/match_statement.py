# A match statement under settrace: the subject line, each case line tried in
# turn and the body of the case that matches, for a few subjects.
import sys
sys.path.insert(0, "..")
import _tracetool

def classify(value):
    match value:
        case 0:
            return "zero"
        case [x, y]:
            return "pair"
        case {"k": v}:
            return "mapping"
        case str() if len(value) > 2:
            return "long str"
        case _:
            return "other"


def f():
    return [classify(v) for v in (0, [1, 2], {"k": 1}, "abcd")]


print(_tracetool.traced(f))
