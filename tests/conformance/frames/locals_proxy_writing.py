# Writing through f_locals: plain variables, cells and free variables
# change in the running frame; a name the frame does not have goes to the
# frame's extra variables.
import sys


def plain():
    x = 1
    sys._getframe().f_locals["x"] = 2
    print("x after write:", x)
    y = 10
    p = sys._getframe().f_locals
    p["y"] += 5
    print("y after +=:", y)
    # An unbound variable becomes bound.
    p["z"] = "bound later"
    print("z:", z)
    del z
    print("z deleted:", "z" in p)
    z = 0


plain()


def cells():
    captured = "before"

    def reader():
        return captured

    sys._getframe().f_locals["captured"] = "after"
    print("cell seen by closure:", reader(), captured)

    def writer():
        sys._getframe().f_locals["captured"] = "from inner"
        return captured

    print("free variable written:", writer(), captured)


cells()


def caller_changer():
    frame = sys._getframe(1)
    frame.f_locals["counter"] = frame.f_locals["counter"] * 100


def uses_caller_changer():
    counter = 3
    caller_changer()
    return counter


print("changed by callee:", uses_caller_changer())


def extra_names():
    p = sys._getframe().f_locals
    p["not_a_variable"] = 1
    p[("tuple", "key")] = 2
    p[5] = "five"
    print(list(p)[-3:], p["not_a_variable"], p[5])
    print("in locals():", sorted(k for k in locals() if isinstance(k, str)))
    try:
        print(not_a_variable)
    except NameError as e:
        print("NameError:", e)
    return p


p = extra_names()
print(len(p))
