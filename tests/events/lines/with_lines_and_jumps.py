# LINE and JUMP together in a loop with a nested condition.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE", "JUMP")
for i in range(3):
    if i % 2:
        print("odd")
print("end")
_logtool.stop()
