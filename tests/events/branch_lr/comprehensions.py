# Comprehensions with ifs (inlined in 3.13: their branches belong to the
# enclosing code), nested fors, set and dict comprehensions.
import sys
sys.path.insert(0, "..")
import _lrtool


def evens(n):
    return [i for i in range(n) if i % 2 == 0]


def pairs(n):
    return [(i, j) for i in range(n) for j in range(i) if i + j > 1]


def squares(items):
    return {x: x * x for x in items if x}


def lengths(words):
    return sorted({len(w) for w in words if w if len(w) < 5})


_lrtool.start()
print(evens(5))
print(pairs(3))
print(squares([0, 1, 2]))
print(lengths(["a", "bb", "", "ccc", "dddddd"]))
_lrtool.stop()
