# yield from a sub-generator: events of both frames, STOP_ITERATION-free delegation.
import sys
sys.path.insert(0, "..")
import _logtool

def sub():
    yield 1
    yield 2
    return "r"

def main():
    v = yield from sub()
    print(v)

_logtool.start_all()
print(list(main()))
_logtool.stop()
