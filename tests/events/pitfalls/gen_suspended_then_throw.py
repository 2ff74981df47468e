# Pitfall 1: events enabled while a generator is suspended, then throw() enters it without RESUME.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    try:
        yield 1
    except ValueError:
        print("caught in gen")
    yield 2

g = gen()
next(g)
_logtool.start_all()
print(g.throw(ValueError("t")))
_logtool.stop()
