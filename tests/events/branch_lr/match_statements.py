# match statements: literals, captures, sequences, mappings, classes,
# guards and or-patterns all test with branches.
import dataclasses
import sys
sys.path.insert(0, "..")
import _lrtool


@dataclasses.dataclass(eq=False)
class Point:
    x: int
    y: int


def describe(subject):
    match subject:
        case 0:
            return "zero"
        case 1 | 2:
            return "one or two"
        case [a, b]:
            return "pair %s %s" % (a, b)
        case {"k": v}:
            return "mapping %s" % v
        case Point(0, y):
            return "on the y axis at %s" % y
        case Point(x, y) if x == y:
            return "diagonal"
        case str() as s if len(s) > 2:
            return "long string"
        case None:
            return "nothing"
        case _:
            return "other"


_lrtool.start()
for subject in (0, 2, [3, 4], {"k": 5}, Point(0, 7), Point(2, 2), Point(1, 2), "abcd", "ab",
                None, 9.5):
    print(describe(subject))
_lrtool.stop()
