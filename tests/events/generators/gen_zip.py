# zip() over two generators of different lengths.
import sys
sys.path.insert(0, "..")
import _logtool

def gen(n):
    for i in range(n):
        yield i

_logtool.start_all()
print(list(zip(gen(2), gen(3))))
_logtool.stop()
