# Frames in reference cycles: a frame kept in its own variables is freed
# by the collector; frame.clear() breaks such a cycle at once, and the
# variables' objects die then. Frames cannot be weakly referenced.
import gc
import sys
import weakref

gc.disable()


class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  del", self.name)


def self_referencing():
    obj = Noisy("in cycle")
    me = sys._getframe()
    return me


print("returning a frame that holds itself")
frame = self_referencing()
del frame
print("collected:", gc.collect() > 0)

print("clearing a frame breaks the cycle")
frame = self_referencing()
frame.clear()
print("after clear")
del frame


def plain():
    obj = Noisy("plain local")
    return sys._getframe()


print("frame kept, then cleared")
kept = plain()
print("still alive:", kept.f_locals["obj"].name)
kept.clear()
print("cleared:", dict(kept.f_locals))

try:
    weakref.ref(sys._getframe())
except TypeError as e:
    print("weakref:", e)


def via_traceback():
    obj = Noisy("held by traceback")
    raise ValueError


try:
    via_traceback()
except ValueError as e:
    saved = e.__traceback__
print("traceback holds the frame")
saved.tb_next.tb_frame.clear()
print("after clearing the traceback's frame")
del saved
gc.enable()
