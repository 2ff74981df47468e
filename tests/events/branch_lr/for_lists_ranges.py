# FOR_ITER over lists, ranges, tuples, strings, dicts and empty sequences:
# LEFT for every item, RIGHT once when the iterator is exhausted (to the
# line after the loop), for/else.
import sys
sys.path.insert(0, "..")
import _lrtool


def total(items):
    t = 0
    for x in items:
        t += x
    print("total of a", type(items).__name__)
    return t


def letters(text):
    out = []
    for ch in text:
        out.append(ch.upper())
    return "".join(out)


def keys(d):
    found = []
    for k in d:
        found.append(k)
    else:
        found.append("end")
    return found


_lrtool.start()
print(total([1, 2, 3]))
print(total(range(4)))
print(total(()))
print(total((7,)))
print(letters("abc"))
print(keys({"x": 1, "y": 2}))
for i in range(2):
    print("module loop", i)
_lrtool.stop()
