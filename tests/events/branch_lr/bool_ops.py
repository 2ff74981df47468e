# and / or / not, in conditions and as values: short-circuiting compiles
# to branches whose not-taken side evaluates the next operand.
import sys
sys.path.insert(0, "..")
import _lrtool


def both(a, b):
    if a and b:
        return "yes"
    return "no"


def either(a, b):
    if a or b:
        return "yes"
    return "no"


def negated(a):
    if not a:
        return "empty"
    return "full"


def values(a, b, c):
    return (a and b) or c


def chain(x):
    return 0 < x < 10


_lrtool.start()
for a in (0, 1):
    for b in (0, 1):
        print(both(a, b), either(a, b))
print(negated([]), negated([1]))
print(values(1, 2, 3), values(0, 2, 3), values(1, 0, 3))
print(chain(5), chain(50), chain(-1))
_lrtool.stop()
