# A comprehension with two for clauses.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
r = [(a, b) for a in range(2) for b in range(2)]
print(r)
_logtool.stop()
