# Warm, specialized loops (FOR_ITER over ranges, lists and generators,
# compare-and-branch) observed after the warm-up, then detached and
# observed again: the specialized instructions beneath the twins report
# the same directions.
import sys
sys.path.insert(0, "..")
import _lrtool


def gen(n):
    for i in range(n):
        yield i


def hot(n):
    t = 0
    for i in range(n):
        if i < 2:
            t += 1
    for x in [1, 2]:
        t += x
    for y in gen(2):
        t += y
    return t


for _ in range(200):
    hot(5)

_lrtool.start()
print(hot(3))
_lrtool.stop()
for _ in range(50):
    hot(5)
_lrtool.start()
print(hot(1))
_lrtool.stop()
