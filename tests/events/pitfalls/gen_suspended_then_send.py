# Pitfall 1: events enabled while a generator is suspended, then send() resumes it.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    x = yield 1
    print("got", x)
    yield 2

g = gen()
next(g)
_logtool.start_all()
print(g.send("v"))
_logtool.stop()
