# A recursive function's base-case branch, taken at the bottom only.
import sys
sys.path.insert(0, "..")
import _lrtool


def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def depth(tree):
    if not tree:
        return 0
    return 1 + max(depth(child) for child in tree)


_lrtool.start()
print(fact(4))
print(depth([[], [[]]]))
_lrtool.stop()
