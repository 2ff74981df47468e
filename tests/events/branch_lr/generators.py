# Branches inside generators across suspensions: each resumption continues
# the loop, the events come from the generator's code.
import sys
sys.path.insert(0, "..")
import _lrtool


def evens_upto(n):
    i = 0
    while i <= n:
        if i % 2 == 0:
            yield i
        i += 1


def chunks(items, size):
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) < size:
            continue
        yield chunk
        chunk = []
    if chunk:
        yield chunk


_lrtool.start()
print(list(evens_upto(4)))
g = chunks([1, 2, 3, 4, 5], 2)
print(next(g))
print(list(g))
_lrtool.stop()
