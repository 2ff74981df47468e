# Nested loops of every kind, with a break out of the inner loop only.
import sys
sys.path.insert(0, "..")
import _lrtool


def grid(n):
    cells = 0
    for i in range(n):
        j = 0
        while j < n:
            if (i + j) % 2:
                cells += 1
            j += 1
    return cells


def find(matrix, wanted):
    for r, row in enumerate(matrix):
        for c, value in enumerate(row):
            if value == wanted:
                break
        else:
            continue
        return r, c
    return None


_lrtool.start()
print(grid(3))
print(find([[1, 2], [3, 4]], 3))
print(find([[1]], 9))
_lrtool.stop()
