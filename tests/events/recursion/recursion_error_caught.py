# RecursionError caught: only a summary is printed (the log is limited to CALL).
import sys
sys.path.insert(0, "..")
import _logtool

def deep(n):
    return deep(n + 1)

count = [0]
_logtool.start_events("EXCEPTION_HANDLED")
try:
    deep(0)
except RecursionError:
    print("recursion error")
_logtool.stop()
