# frame.clear(): refused on a running frame and on a suspended generator's
# frame (RuntimeError, 3.13's messages); a finished frame kept by a
# traceback can be cleared, which drops its locals.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen():
    try:
        yield 1
    finally:
        print("gen finally")


def running():
    try:
        sys._getframe().clear()
    except RuntimeError as error:
        _tracetool.caught(error)


running()
g = gen()
next(g)
try:
    g.gi_frame.clear()
except RuntimeError as error:
    _tracetool.caught(error)
g.close()
print(g.gi_frame, list(g))


def fails():
    big = [1, 2, 3]
    raise KeyError(len(big))


try:
    fails()
except KeyError as error:
    frame = error.__traceback__.tb_next.tb_frame
    print(sorted(frame.f_locals))
    frame.clear()
    print(sorted(frame.f_locals))
