# break and continue in for and while loops: a break leaves the loop
# without the FOR_ITER's RIGHT; continue goes back to it.
import sys
sys.path.insert(0, "..")
import _lrtool


def odd_until(items, stop):
    out = []
    for x in items:
        if x == stop:
            break
        if x % 2 == 0:
            continue
        out.append(x)
    return out


def skip_while(n):
    i, kept = 0, 0
    while i < n:
        i += 1
        if i == 2:
            continue
        kept += i
    return kept


_lrtool.start()
print(odd_until([1, 2, 3, 4, 5, 6], 5))
print(odd_until([1, 3], 99))
print(skip_while(4))
_lrtool.stop()
