# Pitfall 1: events enabled while a generator is suspended, then close().
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    try:
        yield 1
    finally:
        print("finally in gen")

g = gen()
next(g)
_logtool.start_all()
g.close()
_logtool.stop()
