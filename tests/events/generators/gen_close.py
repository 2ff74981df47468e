# close() on a suspended generator: GeneratorExit is thrown in.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    try:
        yield 1
    finally:
        print("cleanup")

_logtool.start_all()
g = gen()
next(g)
g.close()
_logtool.stop()
