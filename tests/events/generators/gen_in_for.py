# A generator consumed by a for loop: the loop's end is a StopIteration from the generator.
import sys
sys.path.insert(0, "..")
import _logtool

def count(n):
    i = 0
    while i < n:
        yield i
        i += 1

_logtool.start_all()
for v in count(2):
    print(v)
_logtool.stop()
