# f_locals of module and class frames is their namespace; locals() in a
# function is a new snapshot dict each time; inside an inlined
# comprehension of a module or class body the comprehension's variable
# needs a proxy (CPython 3.13).
import sys

print("module:", sys._getframe().f_locals is globals(), locals() is globals())


class C:
    attr = 1
    namespace_seen = sys._getframe().f_locals is locals()
    print("class body:", namespace_seen, type(sys._getframe().f_locals).__name__)
    sys._getframe().f_locals["added"] = "through f_locals"


print(C.added, C.namespace_seen)


def snapshots():
    z = 5
    first = locals()
    first["z"] = 6
    print("z unchanged:", z, first["z"])
    second = locals()
    print("new dict each time:", first is second, type(second).__name__)
    print(sorted(second))


snapshots()

kinds = [type(sys._getframe().f_locals).__name__ for x in [1]]
print("module comprehension:", kinds)
inside = [sorted(k for k in sys._getframe().f_locals if not k.startswith("__")) for x in [1]]
print("its keys:", inside)
both = [(locals() is globals(), "x" in locals(), "sys" in locals()) for x in [1]]
print("locals() there:", both)
print("after it:", type(sys._getframe().f_locals).__name__, "x" in globals())


class D:
    seen = [(type(sys._getframe().f_locals).__name__, "y" in sys._getframe().f_locals) for y in [1]]


print("class comprehension:", D.seen)


def function_comprehension():
    rows = [sorted(sys._getframe().f_locals) for item in ["x"]]
    return rows, sorted(locals())


print(function_comprehension())
