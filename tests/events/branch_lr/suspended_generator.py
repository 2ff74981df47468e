# Events turned on while a generator is suspended inside its loop: its next
# resumptions report its branches.
import sys
sys.path.insert(0, "..")
import _lrtool


def counter(n):
    i = 0
    while i < n:
        if i % 2:
            yield "odd"
        else:
            yield "even"
        i += 1


g = counter(4)
print(next(g))
_lrtool.start()
print(list(g))
_lrtool.stop()
