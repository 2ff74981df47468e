# while True with a break: the condition is compiled away.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
i = 0
while True:
    i += 1
    if i == 2:
        break
print(i)
_logtool.stop()
