# Coverage: a loop body's lines are reported once even though they run three times.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
t = 0
for i in range(3):
    t += i
print(t)
_logtool.stop()
